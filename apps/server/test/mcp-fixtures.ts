import type { McpServerBody } from '@vox/contracts';

/** A store entry body; `config_schema` asks subscribers for an `Authorization` header, the Streamable server's credential. */
export function storeServerBody(overrides: Partial<McpServerBody> = {}): McpServerBody {
  return {
    name: `天气-${Math.random().toString(36).slice(2, 8)}`,
    is_private: true,
    logo_url: 'https://cdn.example.com/logo.png',
    document_url: 'https://docs.example.com/weather',
    tags: ['weather', 'tools'],
    desc: 'Weather lookups',
    content: '<h2>Weather</h2><p onclick="steal()">Ask <b>anything</b><script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
    config_schema: {
      types: ['sse'],
      sse: { type: 0, url: '', shared_key: false, params: {}, header: { Authorization: 'Bearer <your key>' }, reset_header_default_value: ['Authorization'] },
    },
    ...overrides,
  };
}

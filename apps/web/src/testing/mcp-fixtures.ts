import type { McpInstance, McpServer, McpTool } from '@vox/contracts';

const stamp = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };

export const weatherServer: McpServer = {
  id: 's1',
  is_private: false,
  status: 'published',
  name: '天气服务',
  logo_url: '',
  document_url: 'https://example.com/docs',
  tags: ['weather', 'tools'],
  desc: '查询城市天气',
  content: '<h3>使用说明</h3><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><a href="javascript:alert(1)">危险链接</a>',
  config_schema: {
    types: ['sse'],
    sse: {
      type: 0,
      url: 'https://mcp.example.com/sse',
      shared_key: false,
      params: { city_key: '你的城市密钥', region: '地区，例如 hz' },
      header: { Authorization: 'Bearer xxx', 'X-Trace': '1' },
      reset_header_default_value: ['Authorization'],
    },
  },
  editable: false,
  subscriptions: 0,
  ...stamp,
};

export const translateServer: McpServer = {
  ...weatherServer,
  id: 's2',
  name: '翻译助手',
  desc: '多语言翻译',
  tags: ['language'],
  content: '',
  config_schema: { types: ['sse'], sse: { type: 1, url: 'https://mcp.example.com/translate', shared_key: false, params: {}, header: {}, reset_header_default_value: [] } },
};

const weatherConfig = {
  url: 'https://mcp.example.com/sse',
  params: { city_key: 'abcd****wxyz', region: 'hz' },
  header: { Authorization: 'Bear****xyz1', 'X-Trace': '1' },
};

export const weatherMcp: McpInstance = {
  id: 'm1',
  mcp_id: 's1',
  name: '我的天气',
  desc: '家里用的天气',
  logo_url: '',
  is_private: false,
  config: { type: 'sse', name: '', ...weatherConfig, sse: { type: 0, ...weatherConfig } },
  server_name: '天气服务',
  agent_count: 1,
  ...stamp,
};

export const weatherTool: McpTool = {
  name: 'get_weather',
  description: 'Current weather for a city',
  inputSchema: {
    type: 'object',
    properties: {
      city: { type: 'string', description: 'City name' },
      days: { type: 'integer', minimum: 1 },
      metric: { type: 'boolean' },
      unit: { type: 'string', enum: ['c', 'f'] },
    },
    required: ['city', 'days'],
  },
};

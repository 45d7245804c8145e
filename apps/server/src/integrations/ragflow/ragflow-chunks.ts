const PAGE_SIZE = 100;
const TIMEOUT_MS = 30_000;

/** What the importer needs of a RAGFlow server: a document's chunks, in order. */
export interface RagflowChunkSource {
  chunksOf(datasetId: string, documentId: string): Promise<string[]>;
}

interface ChunkPage {
  code: number;
  message?: string;
  data?: { chunks?: { content?: string }[]; total?: number };
}

/**
 * RAGFlow's HTTP API (`GET /api/v1/datasets/{dataset_id}/documents/{document_id}/chunks?page&page_size`, Bearer API key).
 * The address comes from the administrator running the import, so it is fetched directly: RAGFlow usually sits on a
 * private network, which the guard for user-typed URLs would refuse.
 */
export class HttpRagflowChunks implements RagflowChunkSource {
  readonly #baseUrl: string;
  readonly #apiKey: string;

  constructor(options: { baseUrl: string; apiKey: string }) {
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#apiKey = options.apiKey;
  }

  async chunksOf(datasetId: string, documentId: string): Promise<string[]> {
    const chunks: string[] = [];
    for (let page = 1; ; page += 1) {
      const url = `${this.#baseUrl}/api/v1/datasets/${encodeURIComponent(datasetId)}/documents/${encodeURIComponent(documentId)}/chunks?page=${page}&page_size=${PAGE_SIZE}`;
      const response = await fetch(url, { headers: { authorization: `Bearer ${this.#apiKey}` }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`RAGFlow answered HTTP ${response.status} for document ${documentId}`);
      const body = (await response.json()) as ChunkPage;
      if (body.code !== 0) throw new Error(`RAGFlow refused document ${documentId}: ${body.message ?? `code ${body.code}`}`);
      const found = (body.data?.chunks ?? []).map((chunk) => chunk.content ?? '').filter((content) => content.trim() !== '');
      chunks.push(...found);
      const total = body.data?.total ?? 0;
      if ((body.data?.chunks ?? []).length < PAGE_SIZE || page * PAGE_SIZE >= total) return chunks;
    }
  }
}

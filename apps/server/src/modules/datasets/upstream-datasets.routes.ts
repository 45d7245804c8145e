import {
  AUTOMATIC_CHUNK_OVERLAP,
  datasetMessages,
  ErrorCode,
  processRule,
  RAG_MODEL_IDS,
  SEARCH_METHOD_OF_RAG_MODEL,
  SEGMENT_MAX_TOKENS_MAX,
  SEGMENT_MAX_TOKENS_MIN,
  upstreamDatasetsEndpoints,
  type DatasetFields,
  type ProcessRule,
  type RagModelId,
} from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { defineRoute } from '../../lib/route.ts';
import { isSettled } from './documents.service.ts';
import { receiveDocument, registerDocumentMultipart } from './multipart-document.ts';
import { ragflowSearch } from './ragflow-search.ts';
import {
  documentStatusFilter,
  ragModelsView,
  upstreamChunkListView,
  upstreamDatasetView,
  upstreamDocumentView,
  upstreamRetrievalView,
} from './upstream-dataset-views.ts';

/** Upstream's console shows 10163 for a knowledge base (or document) it cannot find and 10170 for a name in use. */
function upstreamCodeOf(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.code === ErrorCode.NOT_FOUND) return new AppError(ErrorCode.KNOWLEDGE_BASE_NOT_FOUND, error.params, error.localizedMessage);
  if (error.code === ErrorCode.EXISTS) return new AppError(ErrorCode.KNOWLEDGE_BASE_NAME_EXISTS, error.params, error.localizedMessage);
  return error;
}

/** Upstream's retrieval test shows up to 100 hits unless asked for another page size. */
const RETRIEVAL_TEST_PAGE_SIZE = 100;

const isMissing = (error: unknown) => error instanceof AppError && error.code === ErrorCode.NOT_FOUND;
const searchMethodOf = (ragModelId: RagModelId) => SEARCH_METHOD_OF_RAG_MODEL[ragModelId];
const alwaysEnabled = () => new AppError(ErrorCode.BAD_REQUEST, [], datasetMessages.alwaysEnabled);

/**
 * RAGFlow's `parserConfig` (a JSON text) as our process rule: its chunk_token_num becomes the segment size, within
 * our limits; its other settings (layout models, RAPTOR…) have no counterpart here and are ignored.
 */
function ruleOfParserConfig(text: string | undefined): ProcessRule | undefined {
  if (!text?.trim()) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError(ErrorCode.BAD_REQUEST, ['parserConfig: JSON'], datasetMessages.badProcessRule);
  }
  const size = Number((parsed as { chunk_token_num?: unknown } | null)?.chunk_token_num);
  if (!Number.isFinite(size) || size <= 0) return undefined;
  const maxTokens = Math.min(SEGMENT_MAX_TOKENS_MAX, Math.max(SEGMENT_MAX_TOKENS_MIN, Math.round(size)));
  return processRule.parse({ mode: 'custom', rules: { segmentation: { separator: '\n\n', max_tokens: maxTokens, chunk_overlap: Math.min(AUTOMATIC_CHUNK_OVERLAP, maxTokens - 1) } } });
}

/**
 * Upstream manager-api's `/datasets…` on our knowledge bases: the same services as /v1/datasets, answered in
 * upstream's shapes. Every call is scoped to the caller; another user's id answers like a missing one.
 */
export async function upstreamDatasetsRoutes(app: FastifyInstance): Promise<void> {
  const { datasets, documents, segments, retrieval, embeddings } = app.services;
  await registerDocumentMultipart(app);
  // Upstream's knowledge-base api module replaces its default headers, so its DELETEs arrive with an empty
  // Content-Type and no body; an empty type is no type (else the body parser refuses it with 415).
  app.addHook('onRequest', async (request) => {
    if (request.headers['content-type'] === '') delete request.headers['content-type'];
  });
  // Rethrown to the app's handler, which answers it in the envelope: this plugin only swaps the codes.
  app.setErrorHandler((error) => {
    throw upstreamCodeOf(error);
  });
  // Upstream's console takes any status but 200 for a broken connection and repeats the call every few seconds
  // ("正在连接服务器"); upstream answers refusals on 200 with the code in the body, so these routes do too.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 400) reply.code(200);
  });

  const datasetView = async (userId: string, id: string) => upstreamDatasetView(await datasets.owned(userId, id), await embeddings.displayName());
  /** Deleting a knowledge base takes its documents with it, as upstream does (callers first check no agent uses it). */
  const deleteDocumentsOf = async (userId: string, id: string) => {
    for (const document of await documents.list(userId, id, 'en')) await documents.delete(userId, id, document.id);
  };

  defineRoute(app, upstreamDatasetsEndpoints.getDatasets, {
    handler: async ({ query, session }) => {
      const found = await datasets.page(session.user.id, query.name, { page: query.page, limit: query.page_size });
      const embeddingModel = await embeddings.displayName();
      return { total: found.total, list: found.list.map((row) => upstreamDatasetView(row, embeddingModel)) };
    },
  });
  defineRoute(app, upstreamDatasetsEndpoints.postDatasets, {
    handler: async ({ body, session }) => {
      if (body.status === 0) throw alwaysEnabled();
      const fields: DatasetFields = { name: body.name, desc: body.description ?? '', retrieval_model: { search_method: searchMethodOf(body.ragModelId ?? RAG_MODEL_IDS.builtin) } };
      const made = await datasets.create(session.user.id, fields);
      return datasetView(session.user.id, made.id);
    },
  });
  defineRoute(app, upstreamDatasetsEndpoints.getDatasetsRagModels, {
    handler: async ({ locale }) => ragModelsView(await embeddings.displayName(), locale),
  });
  defineRoute(app, upstreamDatasetsEndpoints.deleteDatasetsBatch, {
    handler: async ({ query, session }) => {
      const userId = session.user.id;
      // Every one checked before any is deleted, so a base in use leaves the others as they were.
      const owned: string[] = [];
      for (const id of query.ids) {
        try {
          owned.push((await datasets.unused(userId, id)).id);
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
      for (const id of owned) {
        await deleteDocumentsOf(userId, id);
        await datasets.delete(userId, id);
      }
      return null;
    },
  });
  defineRoute(app, upstreamDatasetsEndpoints.getDatasetsById, {
    handler: ({ params, session }) => datasetView(session.user.id, params.dataset_id),
  });
  defineRoute(app, upstreamDatasetsEndpoints.putDatasets, {
    handler: async ({ params, body, session }) => {
      if (body.status === 0) throw alwaysEnabled();
      const current = await datasets.owned(session.user.id, params.dataset_id);
      const fields: DatasetFields = {
        name: body.name ?? current.name,
        desc: body.description ?? current.description,
        retrieval_model: body.ragModelId ? { search_method: searchMethodOf(body.ragModelId) } : {},
      };
      await datasets.update(session.user.id, params.dataset_id, fields);
      return datasetView(session.user.id, params.dataset_id);
    },
  });
  defineRoute(app, upstreamDatasetsEndpoints.deleteDatasets, {
    handler: async ({ params, session }) => {
      await datasets.unused(session.user.id, params.dataset_id);
      await deleteDocumentsOf(session.user.id, params.dataset_id);
      await datasets.delete(session.user.id, params.dataset_id);
      return null;
    },
  });

  defineRoute(app, upstreamDatasetsEndpoints.getDatasetsDocuments, {
    handler: async ({ params, query, session, locale }) => {
      const filter = { ...documentStatusFilter(query.status), ...(query.name ? { name: query.name } : {}) };
      const found = await documents.page(session.user.id, params.dataset_id, filter, { page: query.page, limit: query.page_size });
      return { total: found.total, list: found.list.map((row) => upstreamDocumentView(row, session.user.id, locale)) };
    },
  });
  defineRoute(app, upstreamDatasetsEndpoints.getDatasetsDocumentsStatus, {
    handler: async ({ params, query, session, locale }) => {
      const found = await documents.page(session.user.id, params.dataset_id, documentStatusFilter(params.status), { page: query.page, limit: query.page_size });
      return { total: found.total, list: found.list.map((row) => upstreamDocumentView(row, session.user.id, locale)) };
    },
  });
  defineRoute(app, upstreamDatasetsEndpoints.postDatasetsDocuments, {
    handler: async ({ params, session, locale, request }) => {
      if (!request.isMultipart()) throw new AppError(ErrorCode.BAD_REQUEST, [], datasetMessages.noSource);
      const userId = session.user.id;
      // Owner first, so another user's dataset id is refused before a byte is stored.
      await datasets.owned(userId, params.dataset_id);
      const created = await receiveDocument(request, (file, fields) => {
        const rule = ruleOfParserConfig(fields.parserConfig);
        const name = (fields.name ?? file.filename ?? '').trim() || 'document';
        return documents.create(userId, params.dataset_id, { kind: 'file', name, stream: file.file }, rule, locale);
      });
      if (!created) throw new AppError(ErrorCode.BAD_REQUEST, [], datasetMessages.noSource);
      return upstreamDocumentView(await documents.owned(userId, params.dataset_id, created.id), userId, locale);
    },
  });
  defineRoute(app, upstreamDatasetsEndpoints.deleteDatasetsDocuments, {
    handler: async ({ params, body, session }) => {
      await datasets.owned(session.user.id, params.dataset_id);
      for (const id of body.ids) {
        await documents.delete(session.user.id, params.dataset_id, id).catch((error: unknown) => {
          if (!isMissing(error)) throw error;
        });
      }
      return null;
    },
  });
  defineRoute(app, upstreamDatasetsEndpoints.deleteDatasetsDocumentsById, {
    handler: async ({ params, session }) => {
      await documents.delete(session.user.id, params.dataset_id, params.document_id);
      return null;
    },
  });
  defineRoute(app, upstreamDatasetsEndpoints.postDatasetsChunks, {
    handler: async ({ params, body, session, locale }) => {
      const userId = session.user.id;
      const rows = [];
      for (const id of new Set(body.document_ids)) rows.push(await documents.owned(userId, params.dataset_id, id));
      // One still queued or being indexed is already being parsed: left to finish.
      for (const row of rows) if (isSettled(row.status)) await documents.reindex(userId, params.dataset_id, row.id, locale);
      return null;
    },
  });
  defineRoute(app, upstreamDatasetsEndpoints.getDatasetsDocumentsChunks, {
    handler: async ({ params, query, session, locale }) => {
      const row = await documents.owned(session.user.id, params.dataset_id, params.document_id);
      const page = await segments.page(session.user.id, params.dataset_id, params.document_id, { page: query.page, limit: query.page_size, keyword: query.keywords, id: query.id });
      return upstreamChunkListView(row, page, locale);
    },
  });
  defineRoute(app, upstreamDatasetsEndpoints.postDatasetsRetrievalTest, {
    handler: async ({ params, body, session }) => {
      const userId = session.user.id;
      await datasets.owned(userId, params.dataset_id);
      const ids = body.dataset_ids?.length ? [...new Set(body.dataset_ids)] : [params.dataset_id];
      const rows = [];
      for (const id of ids) rows.push(await datasets.owned(userId, id));
      const found = await ragflowSearch({ retrieval, datasetOf: (documentIds) => documents.datasetsOf(documentIds) }, rows, body, RETRIEVAL_TEST_PAGE_SIZE);
      return upstreamRetrievalView(found, body.highlight === true);
    },
  });
}

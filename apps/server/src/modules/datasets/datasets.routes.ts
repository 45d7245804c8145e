import { datasetMessages, datasetsEndpoints, ErrorCode, processRule, type ProcessRule } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { defineRoute } from '../../lib/route.ts';
import type { DocumentSource } from './documents.service.ts';
import { receiveDocument, registerDocumentMultipart } from './multipart-document.ts';

/** `data` of a multipart document: Dify's JSON string with `process_rule` (and optionally `name`). */
function multipartData(text: string | undefined): { name?: string; rule?: ProcessRule } {
  if (text === undefined || text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError(ErrorCode.BAD_REQUEST, ['JSON'], datasetMessages.badProcessRule);
  }
  const { name, process_rule: rule } = (parsed ?? {}) as { name?: unknown; process_rule?: unknown };
  if (rule === undefined) return typeof name === 'string' ? { name } : {};
  const checked = processRule.safeParse(rule);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw new AppError(ErrorCode.BAD_REQUEST, [`${issue.path.join('.')}: ${issue.message}`], datasetMessages.badProcessRule);
  }
  return { ...(typeof name === 'string' ? { name } : {}), rule: checked.data };
}

/** Knowledge bases, documents, segments and hit testing, all scoped to the caller. */
export async function datasetsRoutes(app: FastifyInstance): Promise<void> {
  const { datasets, documents, segments, retrieval } = app.services;
  await registerDocumentMultipart(app);

  defineRoute(app, datasetsEndpoints.getV1Datasets, { handler: async ({ session }) => ({ datasets: await datasets.list(session.user.id) }) });
  defineRoute(app, datasetsEndpoints.postV1Datasets, { handler: ({ body, session }) => datasets.create(session.user.id, body) });
  defineRoute(app, datasetsEndpoints.getV1DatasetsById, { handler: ({ params, session }) => datasets.get(session.user.id, params.id) });
  defineRoute(app, datasetsEndpoints.putV1Datasets, { handler: ({ params, body, session }) => datasets.update(session.user.id, params.id, body) });
  defineRoute(app, datasetsEndpoints.deleteV1Datasets, {
    handler: async ({ params, session }) => {
      await datasets.delete(session.user.id, params.id);
      return {};
    },
  });

  defineRoute(app, datasetsEndpoints.getV1DatasetsDocuments, {
    handler: async ({ params, session, locale }) => ({ documents: await documents.list(session.user.id, params.id, locale) }),
  });
  defineRoute(app, datasetsEndpoints.postV1DatasetsDocuments, {
    handler: async ({ params, body, session, locale, request }) => {
      if (!request.isMultipart()) {
        if (!body) throw new AppError(ErrorCode.BAD_REQUEST, [], datasetMessages.noSource);
        const source: DocumentSource = body.text !== undefined ? { kind: 'text', name: body.name!, text: body.text } : { kind: 'upload', name: body.name, reference: body.url! };
        return documents.create(session.user.id, params.id, source, body.process_rule, locale);
      }
      // Owner first, so another user's dataset id is refused before a byte is stored.
      await datasets.owned(session.user.id, params.id);
      const created = await receiveDocument(request, (file, fields) => {
        const data = multipartData(fields.data);
        const name = (fields.name ?? data.name ?? file.filename ?? '').trim() || 'document';
        return documents.create(session.user.id, params.id, { kind: 'file', name, stream: file.file }, data.rule, locale);
      });
      if (!created) throw new AppError(ErrorCode.BAD_REQUEST, [], datasetMessages.noSource);
      return created;
    },
  });
  defineRoute(app, datasetsEndpoints.getV1DatasetsDocumentsById, {
    handler: ({ params, session, locale }) => documents.get(session.user.id, params.id, params.docId, locale),
  });
  defineRoute(app, datasetsEndpoints.putV1DatasetsDocuments, {
    handler: ({ params, body, session, locale }) => documents.update(session.user.id, params.id, params.docId, body, locale),
  });
  defineRoute(app, datasetsEndpoints.deleteV1DatasetsDocuments, {
    handler: async ({ params, session }) => {
      await documents.delete(session.user.id, params.id, params.docId);
      return {};
    },
  });
  defineRoute(app, datasetsEndpoints.postV1DatasetsDocumentsReindex, {
    handler: ({ params, session, locale }) => documents.reindex(session.user.id, params.id, params.docId, locale),
  });

  defineRoute(app, datasetsEndpoints.getV1DatasetsDocumentsSegments, {
    handler: ({ params, query, session }) => segments.page(session.user.id, params.id, params.docId, query),
  });
  defineRoute(app, datasetsEndpoints.postV1DatasetsDocumentsSegments, {
    handler: async ({ params, body, session }) => ({ segments: await segments.create(session.user.id, params.id, params.docId, body.segments) }),
  });
  defineRoute(app, datasetsEndpoints.putV1DatasetsDocumentsSegments, {
    handler: async ({ params, body, session }) => ({ segment: await segments.update(session.user.id, params.id, params.docId, params.segId, body.segment) }),
  });
  defineRoute(app, datasetsEndpoints.deleteV1DatasetsDocumentsSegments, {
    handler: async ({ params, session }) => {
      await segments.delete(session.user.id, params.id, params.docId, params.segId);
      return {};
    },
  });

  defineRoute(app, datasetsEndpoints.postV1DatasetsRetrieve, {
    handler: ({ params, body, session }) => retrieval.retrieve(session.user.id, params.id, body.query, body.retrieval_model ?? {}),
  });
}

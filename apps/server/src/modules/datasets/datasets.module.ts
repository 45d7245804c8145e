import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { datasetsRoutes } from './datasets.routes.ts';
import { upstreamDatasetsRoutes } from './upstream-datasets.routes.ts';
import { DatasetsRepository } from './datasets.repository.ts';
import { DocumentsRepository } from './documents.repository.ts';
import { SegmentsRepository } from './segments.repository.ts';
import { datasetsOfUsersPurge } from './index.ts';
import { OpenAiEmbeddingClient } from '../../integrations/embedding/embedding-client.ts';
import { datasetBindings } from '../knowledge-retrieval/index.ts';
import { DatasetsService } from './datasets.service.ts';
import { DocumentIndexer } from './document-indexer.ts';
import { DocumentsService, INDEX_JOB } from './documents.service.ts';
import { embedJob } from './embed-job.ts';
import { EMBED_JOB, EMBED_SWEEP_EVERY_SECONDS, EMBED_SWEEP_JOB, Embeddings } from './embeddings.ts';
import { HitCounter } from './hit-counter.ts';
import { RetrievalService } from './retrieval.service.ts';
import { SegmentsService } from './segments.service.ts';
import { VectorSearch } from './vector-search.ts';

declare module '../wiring.ts' {
  interface Services {
    datasets: DatasetsService;
    documents: DocumentsService;
    segments: SegmentsService;
    retrieval: RetrievalService;
    /** Semantic search: the default Embedding model, vectors beside the segments, re-embedded on a model change. */
    embeddings: Embeddings;
    vectorSearch: VectorSearch;
    documentIndexer: DocumentIndexer;
    /** Documents' stored files, for the account's storage quota and the storage sweep. */
    documentsRepository: DocumentsRepository;
  }
}

const datasetsRepositories = (db: Kysely<Database>) => ({
  datasets: new DatasetsRepository(db),
  documents: new DocumentsRepository(db),
  segments: new SegmentsRepository(db),
});

export const datasetsModule: ServerModule<ReturnType<typeof datasetsRepositories>> = {
  name: 'datasets',
  // Upstream's /datasets… under /xiaozhi only; the /v1 family at the site root too.
  routes: [datasetsRoutes, upstreamDatasetsRoutes],
  rootRoutes: [datasetsRoutes],
  repositories: datasetsRepositories,
  purgeUsers: ({ storage }) => datasetsOfUsersPurge(storage.datasets),
  services: {
    datasets: ({ agentDirectory }, { repos, database, clock }) => new DatasetsService(repos, clock, { bindings: datasetBindings(database.db), names: (ids) => agentDirectory.namesByIds(ids) }),
    documents: ({ datasets, jobs, uploads, quota }, { repos, transaction, storage, clock }) =>
      new DocumentsService({
        repos,
        transaction,
        datasets,
        storage: storage('datasets'),
        jobs,
        clock,
        // A document's `url` is an upload of the caller's (key or our URL), resolved for the dataset purpose.
        openUpload: async (userId, reference) => {
          const file = await uploads.resolve(userId, 'dataset', reference, 'url');
          return { name: file.fileName, body: await file.open() };
        },
        quota,
      }),
    segments: ({ documents, embeddings, vectorSearch }, { repos, transaction, clock }) =>
      new SegmentsService({ repos, transaction, documents, clock, embeddings, onVectorsChanged: (datasetId) => vectorSearch.invalidate(datasetId) }),
    retrieval: ({ datasets, vectorSearch }, { repos, log }) => new RetrievalService(repos, datasets, vectorSearch, new HitCounter((counts) => repos.segments.addHits(counts), log)),
    embeddings: ({ modelsRepository, params, jobs }, { options }) =>
      new Embeddings({ models: modelsRepository, params, jobs, client: options.embedding?.client ?? new OpenAiEmbeddingClient({ timeoutMs: options.embedding?.timeoutMs }) }),
    vectorSearch: ({ embeddings }, { repos }) => new VectorSearch(repos, embeddings),
    documentIndexer: ({ embeddings, vectorSearch }, { repos, transaction, storage, clock, log, options }) =>
      new DocumentIndexer({ repos, transaction, storage: storage('datasets'), clock, log, embeddings, onVectorsChanged: (datasetId) => vectorSearch.invalidate(datasetId), ingestLimits: options.ingestLimits }),
    documentsRepository: (_, { repos }) => repos.documents,
  },
  jobs: ({ jobRunner, documentIndexer, embeddings, vectorSearch }, { repos }) => {
    jobRunner.register(INDEX_JOB, documentIndexer.run, { onAbandoned: documentIndexer.abandon });
    jobRunner.register(EMBED_JOB, embedJob({ repos, embeddings, search: vectorSearch }));
    jobRunner.register(EMBED_SWEEP_JOB, embedJob({ repos, embeddings, search: vectorSearch }), { everySeconds: EMBED_SWEEP_EVERY_SECONDS });
  },
};

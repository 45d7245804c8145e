import { datasetMessages, ErrorCode, type AppLocale, type DatasetDocument, type PageData, type PageQuery, type ProcessRule } from '@vox/contracts';
import { Readable } from 'node:stream';
import type { ObjectStorage } from '../../integrations/storage/object-storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { storeHashed, type UploadStream } from '../../lib/hashed-upload.ts';
import { newId } from '../../lib/ids.ts';
import type { JobQueue } from '../jobs/index.ts';
import type { StorageQuota } from '../uploads/index.ts';
import type { Repositories, RunInTransaction } from '../repositories.ts';
import { documentView } from './dataset-views.ts';
import type { DatasetsService } from './datasets.service.ts';
import type { DocumentFilter, DocumentRow } from './documents.repository.ts';
import { fileTypeOf } from './text/parse-document.ts';

/** The repositories it uses, all its module's own. */
type UsedRepositories = Pick<Repositories, 'documents' | 'segments'>;

export const INDEX_JOB = 'dataset.index';
/** A provider or database hiccup is retried; a document that cannot be read fails at once (PermanentJobError). */
const INDEX_ATTEMPTS = 3;
/** Dataset documents, as the upload token's `dataset` purpose allows (issue: pdf, docx, md, txt, html, csv ≤ 50 MB). */
export const DOCUMENT_MAX_BYTES = 50 * 1024 * 1024;
const SETTLED = new Set(['completed', 'failed']);
/** Done with, one way or the other: neither queued nor being indexed. */
export const isSettled = (status: string): boolean => SETTLED.has(status);

export const noSuchDocument = () => new AppError(ErrorCode.NOT_FOUND, [], datasetMessages.noSuchDocument);

/** An upload (key or our URL of it) opened for its owner; another user's object is refused by the resolver. */
export interface UploadedFile {
  name: string;
  body: Readable;
}
export type UploadOpener = (userId: string, reference: string) => Promise<UploadedFile>;

export interface DocumentsDeps {
  repos: UsedRepositories;
  transaction: RunInTransaction<UsedRepositories>;
  datasets: DatasetsService;
  storage: ObjectStorage;
  jobs: JobQueue;
  clock: Clock;
  /** Resolves `url` (an upload key or URL) for its owner; absent until uploads are configured. */
  openUpload?: UploadOpener;
  /** The owner's storage quota, which the stored source counts against. */
  quota: Pick<StorageQuota, 'ensureSomeRoom' | 'ensureRoom'>;
}

export type DocumentSource = { kind: 'text'; name: string; text: string } | { kind: 'file'; name: string; stream: UploadStream } | { kind: 'upload'; name?: string; reference: string };

/** The document's name and what we read it as; a type we cannot read keeps its extension for the failure text. */
function describeSource(source: DocumentSource, opened: UploadedFile | null) {
  const name = source.kind === 'upload' ? (source.name ?? opened!.name) : source.name;
  const type = source.kind === 'text' ? 'txt' : fileTypeOf(name);
  return { name, type, extension: /\.([^./]+)$/.exec(name)?.[1]?.toLowerCase().slice(0, 10) ?? '' };
}

const sourceKey = (datasetId: string, documentId: string, type: string) => `${datasetId}/${documentId}/source.${type || 'bin'}`;
const tooLarge = () => new AppError(ErrorCode.BAD_REQUEST, [DOCUMENT_MAX_BYTES / 1024 / 1024], datasetMessages.fileTooLarge);

/** Documents of a knowledge base: stored source, indexing status, and the job that indexes them. */
export class DocumentsService {
  readonly #deps: DocumentsDeps;

  constructor(deps: DocumentsDeps) {
    this.#deps = deps;
  }

  async list(userId: string, datasetId: string, locale: AppLocale): Promise<DatasetDocument[]> {
    await this.#deps.datasets.owned(userId, datasetId);
    return (await this.#deps.repos.documents.listByDataset(datasetId)).map((row) => documentView(row, locale));
  }

  /** One page of the owner's dataset's documents as stored. */
  async page(userId: string, datasetId: string, filter: DocumentFilter, page: PageQuery): Promise<PageData<DocumentRow>> {
    await this.#deps.datasets.owned(userId, datasetId);
    return this.#deps.repos.documents.page(datasetId, filter, page);
  }

  /** The dataset of each of these documents (retrieval hits name only their document). */
  datasetsOf(documentIds: readonly string[]): Promise<Map<string, string>> {
    return this.#deps.repos.documents.datasetIdsOf(documentIds);
  }

  /** The document of the owner's dataset, or 612 as for a missing one. */
  async owned(userId: string, datasetId: string, documentId: string): Promise<DocumentRow> {
    await this.#deps.datasets.owned(userId, datasetId);
    const row = await this.#deps.repos.documents.findInDataset(datasetId, documentId);
    if (!row) throw noSuchDocument();
    return row;
  }

  async get(userId: string, datasetId: string, documentId: string, locale: AppLocale): Promise<DatasetDocument> {
    return documentView(await this.owned(userId, datasetId, documentId), locale);
  }

  /**
   * Stores the source and queues its indexing; answers at once with status `waiting`. A file we cannot read becomes a
   * `failed` document saying why (nothing is stored), so the user sees what happened to each file of a batch.
   */
  async create(userId: string, datasetId: string, source: DocumentSource, rule: ProcessRule | undefined, locale: AppLocale): Promise<DatasetDocument> {
    const { repos, storage, clock } = this.#deps;
    await this.#deps.datasets.owned(userId, datasetId);
    const id = newId();
    const opened = source.kind === 'upload' ? await this.#openUpload(userId, source.reference) : null;
    const { name, type, extension } = describeSource(source, opened);
    const now = isoFromNow(clock);
    const row: DocumentRow = {
      id,
      dataset_id: datasetId,
      name,
      source: source.kind,
      file_type: type ?? extension,
      size: 0,
      storage_key: '',
      process_rule: JSON.stringify(rule ?? { mode: 'automatic', rules: {} }),
      status: 'waiting',
      progress: 0,
      error_code: null,
      error_detail: null,
      enabled: 1,
      segment_count: 0,
      word_count: 0,
      generation: 0,
      created_at: now,
      updated_at: now,
    };
    if (!type) {
      (source.kind === 'file' ? source.stream : opened?.body)?.resume();
      await repos.documents.insert({ ...row, status: 'failed', error_code: 'unsupported', error_detail: row.file_type || name });
      return this.get(userId, datasetId, id, locale);
    }
    const key = sourceKey(datasetId, id, type);
    const body = source.kind === 'text' ? Readable.from([Buffer.from(source.text, 'utf8')]) : source.kind === 'file' ? source.stream : opened!.body;
    try {
      await this.#deps.quota.ensureSomeRoom(userId);
    } catch (error) {
      body.resume();
      throw error;
    }
    const { size } = await storeHashed(storage, key, body, tooLarge);
    await repos.documents.insert({ ...row, size, storage_key: key });
    try {
      // Checked once filed, so two documents stored at once cannot both slip under the limit.
      await this.#deps.quota.ensureRoom(userId, size, true);
    } catch (error) {
      await repos.documents.delete(id);
      await storage.delete(key).catch(() => undefined);
      throw error;
    }
    await this.#queue(id);
    return this.get(userId, datasetId, id, locale);
  }

  /**
   * Gives a document imported from upstream without its text (`textInRagflow`) the text of its RAGFlow chunks as its
   * source, and queues it for indexing like an upload. False when the document is gone or already has its text, so a
   * second run skips it. No owner check: only the admin command line calls it.
   */
  async refillImported(documentId: string, text: string, rule: ProcessRule): Promise<boolean> {
    const { repos, storage, clock } = this.#deps;
    const row = await repos.documents.find(documentId);
    if (row?.error_code !== 'textInRagflow') return false;
    const key = sourceKey(row.dataset_id, row.id, 'txt');
    const { size } = await storeHashed(storage, key, Readable.from([Buffer.from(text, 'utf8')]), tooLarge);
    const changes = { storage_key: key, size, file_type: 'txt', process_rule: JSON.stringify(rule), status: 'waiting', progress: 0, error_code: null, error_detail: null };
    await repos.documents.update(documentId, { ...changes, updated_at: isoFromNow(clock) });
    await this.#queue(documentId);
    return true;
  }

  async #openUpload(userId: string, reference: string): Promise<UploadedFile> {
    if (!this.#deps.openUpload) throw new AppError(ErrorCode.BAD_REQUEST, [], datasetMessages.noSource);
    return this.#deps.openUpload(userId, reference);
  }

  async #queue(documentId: string): Promise<void> {
    await this.#deps.jobs.enqueue(INDEX_JOB, { documentId }, { uniqueKey: `${INDEX_JOB}:${documentId}`, maxAttempts: INDEX_ATTEMPTS });
  }

  async update(userId: string, datasetId: string, documentId: string, changes: { name?: string; enabled?: boolean }, locale: AppLocale): Promise<DatasetDocument> {
    await this.owned(userId, datasetId, documentId);
    await this.#deps.repos.documents.update(documentId, {
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.enabled === undefined ? {} : { enabled: changes.enabled ? 1 : 0 }),
      updated_at: isoFromNow(this.#deps.clock),
    });
    return this.get(userId, datasetId, documentId, locale);
  }

  /** Parse, split and index again from the stored source; refused while it is still being processed. */
  async reindex(userId: string, datasetId: string, documentId: string, locale: AppLocale): Promise<DatasetDocument> {
    const row = await this.owned(userId, datasetId, documentId);
    if (!SETTLED.has(row.status)) throw new AppError(ErrorCode.BAD_REQUEST, [], datasetMessages.documentBusy);
    if (!row.storage_key) throw new AppError(ErrorCode.BAD_REQUEST, [row.file_type || row.name], datasetMessages.unsupportedType);
    await this.#deps.repos.documents.update(documentId, { status: 'waiting', progress: 0, error_code: null, error_detail: null, updated_at: isoFromNow(this.#deps.clock) });
    await this.#queue(documentId);
    return this.get(userId, datasetId, documentId, locale);
  }

  /** The document, its segments and its stored source. A job still running for it finds nothing and stops. */
  async delete(userId: string, datasetId: string, documentId: string): Promise<void> {
    const row = await this.owned(userId, datasetId, documentId);
    await this.#deps.transaction(async (repos) => {
      await repos.segments.deleteByDocument(documentId);
      await repos.documents.delete(documentId);
    });
    if (row.storage_key) await this.#deps.storage.delete(row.storage_key).catch(() => undefined);
  }
}

import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helper.ts';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createRepositories, type Repositories } from '../repositories.ts';
import type { DatasetsService } from './datasets.service.ts';
import type { DatasetRow } from './datasets.repository.ts';
import { HitCounter } from './hit-counter.ts';
import { RetrievalService } from './retrieval.service.ts';
import { segmentSearchText } from './text/search-tokens.ts';

const silent = { warn: () => undefined } as unknown as ConstructorParameters<typeof HitCounter>[1];

/**
 * Keyword search reads in a fixed few statements whatever the query (not one per token), never writes (hit counts are
 * counted in memory and written in batches), and reads no segment twice.
 */
describe('keyword search statements', () => {
  let database: DatabaseHandle;
  let repos: Repositories;
  const executed: CompiledQuery[] = [];
  const now = new Date().toISOString();
  const dataset: DatasetRow = { id: 'ds1', user_id: 'u1', name: 'kb', description: '', top_k: 5, score_threshold: 0, search_method: 'keyword_search', created_at: now, updated_at: now };
  const contents = ['智能音箱支持连接家里的无线网络', '电池续航十二小时', '固件升级失败时请恢复出厂设置', 'Bluetooth pairing works within ten metres', '儿童模式可以限制最大音量', '闹钟每天响一次'];

  beforeAll(async () => {
    database = await createTestDatabase({ log: (event) => void (event.level === 'query' && executed.push(event.query)) });
    await migrateToLatest(database.db);
    repos = createRepositories(database.db);
    await repos.datasets.insert(dataset);
    await repos.documents.insert({
      id: 'doc1', dataset_id: dataset.id, name: 'manual', source: 'text', file_type: 'txt', size: 0, storage_key: '', process_rule: '{"mode":"automatic"}',
      status: 'completed', progress: 100, error_code: null, error_detail: null, enabled: 1, segment_count: contents.length, word_count: 0, generation: 0, created_at: now, updated_at: now,
    });
    await repos.segments.insert(contents.map((content, i) => ({
      id: `seg${i}`, dataset_id: dataset.id, document_id: 'doc1', position: i + 1, content, keywords: '[]', word_count: content.length, enabled: 1, hit_count: 0,
      search_text: segmentSearchText(dataset.id, content, []), embedding: null, embedding_model: null, generation: 0, created_at: now, updated_at: now,
    })));
  });
  afterAll(() => database.destroy());

  async function statementsOf(query: string, service: RetrievalService) {
    executed.length = 0;
    const answer = await service.retrieveIn([dataset], query, { top_k: 3, search_method: 'keyword_search' });
    return { answer, sql: executed.map((statement) => statement.sql) };
  }

  it('reads in at most three statements however many tokens the query has, and writes nothing', async () => {
    const hits = new HitCounter((counts) => repos.segments.addHits(counts), silent, 60_000);
    const service = new RetrievalService(repos, {} as DatasetsService, null, hits);
    for (const query of ['音箱', '怎么连接无线网络', '儿童 模式 音量 限制 固件 升级 失败 bluetooth pairing 电池 续航 时间']) {
      const { answer, sql } = await statementsOf(query, service);
      expect(answer.records.length).toBeGreaterThan(0);
      expect(sql.length).toBeLessThanOrEqual(3);
      expect(sql.filter((text) => /^\s*(update|insert|delete)\b/i.test(text))).toEqual([]);
      // What the keyword statement returned is answered as is: no second read of the segments.
      expect(sql.filter((text) => /from "dataset_segments" inner join/i.test(text))).toEqual([]);
    }
    expect((await statementsOf('无线网络', service)).answer.records[0]!.segment.content).toBe(contents[0]);

    // The counts arrive with the next batch: one statement per distinct count.
    executed.length = 0;
    await hits.flush();
    expect(executed.every((statement) => /^update/i.test(statement.sql))).toBe(true);
    const counted = await database.db.selectFrom('dataset_segments').select(['id', 'hit_count']).where('id', '=', 'seg0').executeTakeFirstOrThrow();
    expect(Number(counted.hit_count)).toBeGreaterThanOrEqual(3);
  });

  it('still finds enabled matches when hundreds of better-ranked ones are disabled (SQLite reads the whole match then)', async () => {
    const other: DatasetRow = { ...dataset, id: 'ds2', name: 'kb2' };
    await repos.datasets.insert(other);
    await repos.documents.insert({
      id: 'doc2', dataset_id: other.id, name: 'manual', source: 'text', file_type: 'txt', size: 0, storage_key: '', process_rule: '{"mode":"automatic"}',
      status: 'completed', progress: 100, error_code: null, error_detail: null, enabled: 1, segment_count: 0, word_count: 0, generation: 0, created_at: now, updated_at: now,
    });
    const texts = [...Array.from({ length: 450 }, () => '无线网络'), '闹钟响了以后再连接无线网络会更稳定一些', '请先打开小程序然后选择无线网络并输入密码'];
    await repos.segments.insert(texts.map((content, i) => ({
      id: `d2s${i}`, dataset_id: other.id, document_id: 'doc2', position: i + 1, content, keywords: '[]', word_count: content.length, enabled: i < 450 ? 0 : 1, hit_count: 0,
      search_text: segmentSearchText(other.id, content, []), embedding: null, embedding_model: null, generation: 0, created_at: now, updated_at: now,
    })));
    const service = new RetrievalService(repos, {} as DatasetsService, null, new HitCounter(async () => undefined, silent, 60_000));
    const answer = await service.retrieveIn([other], '无线网络', { top_k: 3, search_method: 'keyword_search' });
    expect(answer.records.map((record) => record.segment.id).sort()).toEqual(['d2s450', 'd2s451']);
  });
});

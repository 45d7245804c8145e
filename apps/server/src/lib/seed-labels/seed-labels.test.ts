import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helper.ts';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { labelFiles, seededLabelFile, seedLabels, storedSeedText } from './seed-labels.ts';

type Texts = Record<string, Record<string, string>>;

/** What a fresh install stores, keyed as the label files are (domain → seeded id → column). */
async function seededTexts(handle: DatabaseHandle): Promise<Record<string, Texts>> {
  const db = handle.db;
  const texts: Record<string, Texts> = { params: {}, dictTypes: {}, dictData: {}, providers: {}, models: {}, voices: {}, templates: {} };
  for (const row of await db.selectFrom('sys_params').select(['param_code', 'remark']).execute()) texts.params![row.param_code] = { remark: row.remark ?? '' };
  for (const type of await db.selectFrom('sys_dict_type').selectAll().execute()) {
    texts.dictTypes![type.dict_type] = { name: type.dict_name, remark: type.remark ?? '' };
    for (const entry of await db.selectFrom('sys_dict_data').selectAll().where('dict_type_id', '=', type.id).execute()) {
      texts.dictData![`${type.dict_type}:${entry.dict_value}`] = { label: entry.dict_label, remark: entry.remark ?? '' };
    }
  }
  for (const provider of await db.selectFrom('model_providers').selectAll().execute()) {
    const fields = JSON.parse(provider.fields) as { key: string; label: string }[];
    texts.providers![provider.id] = { name: provider.name, ...Object.fromEntries(fields.map((field) => [`field.${field.key}`, field.label])) };
  }
  for (const model of await db.selectFrom('model_configs').selectAll().execute()) texts.models![model.id] = { name: model.model_name, remark: model.remark ?? '' };
  for (const voice of await db.selectFrom('tts_voices').selectAll().execute()) texts.voices![voice.id] = { name: voice.name, languages: voice.languages ?? '' };
  for (const template of await db.selectFrom('agent_templates').selectAll().execute()) texts.templates![template.agent_name] = { prompt: template.system_prompt ?? '' };
  return texts;
}

describe('seed label files', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await migrateToLatest(handle.db);
  });
  afterAll(() => handle.destroy());

  it('hold exactly the text a fresh install seeds, so every seeded row is recognised', async () => {
    const stored = await seededTexts(handle);
    for (const [domain, rows] of Object.entries(seededLabelFile())) {
      for (const [id, fields] of Object.entries(rows)) {
        for (const [field, text] of Object.entries(fields)) {
          if (domain === 'templates') {
            if (field === 'prompt') expect(stored.templates![fields.name!]?.prompt, `template ${id}`).toBe(text);
            else expect(stored.templates![text], `template ${id}`).toBeDefined();
          } else {
            expect(stored[domain]![id]?.[field], `${domain} ${id} ${field}`).toBe(text);
          }
        }
      }
    }
  });

  it('label only seeded rows, and English labels every one of them', () => {
    const seeded = seededLabelFile();
    const keysOf = (file: typeof seeded) =>
      Object.entries(file).flatMap(([domain, rows]) => Object.entries(rows).flatMap(([id, fields]) => Object.keys(fields).map((field) => `${domain} ${id} ${field}`)));
    const seededKeys = keysOf(seeded);
    for (const [locale, file] of Object.entries(labelFiles())) {
      expect(keysOf(file).filter((key) => !seededKeys.includes(key)), locale).toEqual([]);
    }
    expect(keysOf(labelFiles().en!).sort()).toEqual([...seededKeys].sort());
  });

  it('read the display language, then English, then the stored text', () => {
    const stored = '阿里云短信签名';
    expect(seedLabels('en').text('params', 'aliyun.sms.sign_name', 'remark', stored)).toBe('Alibaba Cloud SMS signature');
    expect(seedLabels('zh_TW').text('params', 'aliyun.sms.sign_name', 'remark', stored)).toBe('阿里雲簡訊簽名');
    expect(seedLabels('zh_CN').text('params', 'aliyun.sms.sign_name', 'remark', stored)).toBe(stored);
    // A language without a label file of its own yet reads English.
    expect(seedLabels('xx').text('params', 'aliyun.sms.sign_name', 'remark', stored)).toBe('Alibaba Cloud SMS signature');
    expect(seedLabels('en').text('params', 'aliyun.sms.sign_name', 'remark', '我们的签名')).toBe('我们的签名');
    expect(seedLabels('en').text('params', 'a.param.nobody.seeded', 'remark', null)).toBeNull();
  });

  it('read German, Vietnamese and Brazilian Portuguese, and English where a label reads the same in every language', () => {
    const stored = '阿里云短信签名';
    expect(seedLabels('de').text('params', 'aliyun.sms.sign_name', 'remark', stored)).toBe('Alibaba-Cloud-SMS-Signatur');
    expect(seedLabels('vi').text('params', 'aliyun.sms.sign_name', 'remark', stored)).toBe('Chữ ký SMS Alibaba Cloud');
    expect(seedLabels('pt_BR').text('params', 'aliyun.sms.sign_name', 'remark', stored)).toBe('Assinatura de SMS da Alibaba Cloud');
    const wifiBoard = seededLabelFile().dictData?.['FIRMWARE_TYPE:bread-compact-wifi']?.label;
    expect(seedLabels('de').text('dictData', 'FIRMWARE_TYPE:bread-compact-wifi', 'label', wifiBoard)).toBe('Breadboard, neue Verdrahtung (WLAN)');
    const namedBoard = seededLabelFile().dictData?.['FIRMWARE_TYPE:df-k10']?.label;
    expect(seedLabels('de').text('dictData', 'FIRMWARE_TYPE:df-k10', 'label', namedBoard)).toBe('DFRobot UNIHIKER K10');
    for (const locale of ['de', 'vi', 'pt_BR']) {
      for (const [key, fields] of Object.entries(labelFiles()[locale]?.templates ?? {})) {
        expect(fields.prompt ?? '', `${locale} template ${key}`).toContain('{{assistant_name}}');
      }
    }
  });

  it('store a label sent back as the seeded text, and anything else as sent', () => {
    expect(storedSeedText('params', 'aliyun.sms.sign_name', 'remark', 'Alibaba Cloud SMS signature')).toBe('阿里云短信签名');
    expect(storedSeedText('params', 'aliyun.sms.sign_name', 'remark', 'Our signature')).toBe('Our signature');
    expect(storedSeedText('params', 'aliyun.sms.sign_name', 'remark', 'Alibaba-Cloud-SMS-Signatur')).toBe('阿里云短信签名');
    expect(storedSeedText('params', 'server.name', 'remark', 'Alibaba Cloud SMS signature')).toBe('Alibaba Cloud SMS signature');
  });
});

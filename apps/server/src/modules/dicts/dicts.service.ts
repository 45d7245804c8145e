import {
  ErrorCode,
  type DictDataDetail,
  type DictDataPageQuery,
  type DictOption,
  type DictTypeDetail,
  type DictTypePageQuery,
  type PageData,
  type dictDataBody,
  type dictTypeBody,
} from '@vox/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { AppError, type Localized } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { seedLabels, storedSeedText, type SeedLabels } from '../../lib/seed-labels/index.ts';
import { formatGmt8 } from '../../lib/time.ts';
import type { Repositories, RunInTransaction } from '../repositories.ts';
import type { DictDataRow, DictTypeRow } from './dicts.repository.ts';

/** The repositories this service reads and writes. */
type UsedRepositories = Pick<Repositories, 'dicts'>;

type TypeBody = z.output<typeof dictTypeBody>;
type DataBody = z.output<typeof dictDataBody>;

const DICT_DATA: Localized = { zh_CN: '字典数据', zh_TW: '字典資料', en: 'Dictionary data', de: 'Wörterbuchdaten', vi: 'Dữ liệu từ điển', pt_BR: 'Dados do dicionário' };

export interface DictsDeps {
  repos: UsedRepositories;
  transaction: RunInTransaction<UsedRepositories>;
  clock: Clock;
}

function toTypeDetail(row: DictTypeRow, labels: SeedLabels): DictTypeDetail {
  return {
    id: row.id,
    dictType: row.dict_type,
    dictName: labels.text('dictTypes', row.dict_type, 'name', row.dict_name),
    remark: labels.text('dictTypes', row.dict_type, 'remark', row.remark),
    sort: row.sort,
    createDate: formatGmt8(row.created_at), updateDate: formatGmt8(row.updated_at),
  };
}

/** `dictType` is the code of the row's type: seeded entries are known by type code and value. */
function toDataDetail(row: DictDataRow, dictType: string | undefined, labels: SeedLabels): DictDataDetail {
  const seededAs = `${dictType ?? ''}:${row.dict_value}`;
  return {
    id: row.id,
    dictTypeId: row.dict_type_id,
    dictLabel: labels.text('dictData', seededAs, 'label', row.dict_label),
    dictValue: row.dict_value,
    remark: labels.text('dictData', seededAs, 'remark', row.remark),
    sort: row.sort,
    createDate: formatGmt8(row.created_at), updateDate: formatGmt8(row.updated_at),
  };
}

const valueExists = (value: string) =>
  new AppError(ErrorCode.EXISTS, [], {
    zh_CN: `该字典类型下已存在值“${value}”`,
    zh_TW: `該字典類型下已存在值「${value}」`,
    en: `This dictionary type already has the value "${value}"`,
    de: `Dieser Wörterbuchtyp hat bereits den Wert „${value}“`,
    vi: `Loại từ điển này đã có giá trị “${value}”`,
    pt_BR: `Este tipo de dicionário já tem o valor “${value}”`,
  });

/** Dictionary types and their data: admin CRUD plus the by-code read other screens use. */
export class DictsService {
  readonly #deps: DictsDeps;

  constructor(deps: DictsDeps) {
    this.#deps = deps;
  }

  /** Reads in the display language `locale` while each seeded entry keeps its seeded text. */
  async optionsOf(dictType: string, locale: string): Promise<DictOption[]> {
    const entries = await this.#deps.repos.dicts.entriesOf(dictType);
    const labels = seedLabels(locale);
    return entries.map((entry) => ({ name: labels.text('dictData', `${dictType}:${entry.value}`, 'label', entry.label), key: entry.value }));
  }

  async listTypes({ dictType, dictName, page, limit }: DictTypePageQuery, locale: string): Promise<PageData<DictTypeDetail>> {
    const result = await this.#deps.repos.dicts.listTypes({ dictType, dictName }, { page, limit });
    const labels = seedLabels(locale);
    return { total: result.total, list: result.list.map((row) => toTypeDetail(row, labels)) };
  }

  async getType(id: string, locale: string): Promise<DictTypeDetail> {
    const row = await this.#deps.repos.dicts.findType(id);
    if (!row) throw new AppError(ErrorCode.DICT_TYPE_NOT_FOUND);
    return toTypeDetail(row, seedLabels(locale));
  }

  async createType(body: TypeBody): Promise<void> {
    const { dicts } = this.#deps.repos;
    if (await dicts.typeIdOf(body.dictType)) throw new AppError(ErrorCode.DICT_TYPE_DUPLICATE, [body.dictType]);
    const now = isoFromNow(this.#deps.clock);
    await this.#uniqueType(body.dictType, () =>
      dicts.insertType({ id: newId(), ...typeFields(body), created_at: now, updated_at: now }),
    );
  }

  async updateType(id: string, body: TypeBody): Promise<void> {
    const { dicts } = this.#deps.repos;
    const holder = await dicts.typeIdOf(body.dictType);
    if (holder !== undefined && holder !== id) throw new AppError(ErrorCode.DICT_TYPE_DUPLICATE, [body.dictType]);
    const updated = await this.#uniqueType(body.dictType, () =>
      dicts.updateType(id, { ...typeFields(body), updated_at: isoFromNow(this.#deps.clock) }),
    );
    if (updated === 0) throw new AppError(ErrorCode.DICT_TYPE_NOT_FOUND);
  }

  /** A type goes together with its data, in one transaction. */
  async deleteTypes(ids: readonly string[]): Promise<void> {
    await this.#deps.transaction(async (trx) => {
      await trx.dicts.deleteDataOfTypes(ids);
      if ((await trx.dicts.deleteTypes(ids)) === 0) throw new AppError(ErrorCode.DELETE_FAILED);
    });
  }

  async listData({ dictTypeId, dictLabel, dictValue, page, limit }: DictDataPageQuery, locale: string): Promise<PageData<DictDataDetail>> {
    const [result, type] = await Promise.all([
      this.#deps.repos.dicts.listData({ dictTypeId, dictLabel, dictValue }, { page, limit }),
      this.#deps.repos.dicts.findType(dictTypeId),
    ]);
    const labels = seedLabels(locale);
    return { total: result.total, list: result.list.map((row) => toDataDetail(row, type?.dict_type, labels)) };
  }

  async getData(id: string, locale: string): Promise<DictDataDetail> {
    const row = await this.#deps.repos.dicts.findData(id);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, [DICT_DATA]);
    const type = await this.#deps.repos.dicts.findType(row.dict_type_id);
    return toDataDetail(row, type?.dict_type, seedLabels(locale));
  }

  async createData(body: DataBody): Promise<void> {
    const type = await this.#checkData(body);
    const now = isoFromNow(this.#deps.clock);
    await this.#uniqueValue(body.dictValue, () =>
      this.#deps.repos.dicts.insertData({ id: newId(), ...dataFields(body, type.dict_type), created_at: now, updated_at: now }),
    );
  }

  async updateData(id: string, body: DataBody): Promise<void> {
    const type = await this.#checkData(body, id);
    const updated = await this.#uniqueValue(body.dictValue, () =>
      this.#deps.repos.dicts.updateData(id, { ...dataFields(body, type.dict_type), updated_at: isoFromNow(this.#deps.clock) }),
    );
    if (updated === 0) throw new AppError(ErrorCode.NOT_FOUND, [DICT_DATA]);
  }

  async deleteData(ids: readonly string[]): Promise<void> {
    if ((await this.#deps.repos.dicts.deleteData(ids)) === 0) throw new AppError(ErrorCode.DELETE_FAILED);
  }

  /** The type the entry belongs to, once its label and value are free within it. */
  async #checkData(body: DataBody, exceptId?: string): Promise<DictTypeRow> {
    const { dicts } = this.#deps.repos;
    const type = await dicts.findType(body.dictTypeId);
    if (!type) throw new AppError(ErrorCode.DICT_TYPE_NOT_FOUND);
    const label = dataFields(body, type.dict_type).dict_label;
    if (await dicts.findClash(body.dictTypeId, 'dict_label', label, exceptId)) {
      throw new AppError(ErrorCode.DICT_LABEL_DUPLICATE, [body.dictLabel]);
    }
    if (await dicts.findClash(body.dictTypeId, 'dict_value', body.dictValue, exceptId)) throw valueExists(body.dictValue);
    return type;
  }

  // The checks above give the clear message; the unique constraints still catch a concurrent save.
  async #uniqueType<T>(dictType: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(ErrorCode.DICT_TYPE_DUPLICATE, [dictType]);
      throw error;
    }
  }

  async #uniqueValue<T>(value: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw valueExists(value);
      throw error;
    }
  }
}

const typeFields = (body: TypeBody) => ({
  dict_type: body.dictType,
  dict_name: storedSeedText('dictTypes', body.dictType, 'name', body.dictName),
  remark: storedSeedText('dictTypes', body.dictType, 'remark', body.remark || null),
  sort: body.sort,
});

const dataFields = (body: DataBody, dictType: string) => {
  const seededAs = `${dictType}:${body.dictValue}`;
  return {
    dict_type_id: body.dictTypeId,
    dict_label: storedSeedText('dictData', seededAs, 'label', body.dictLabel),
    dict_value: body.dictValue,
    remark: storedSeedText('dictData', seededAs, 'remark', body.remark || null),
    sort: body.sort,
  };
};

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
import { formatGmt8 } from '../../lib/time.ts';
import type { Repositories, RunInTransaction } from '../repositories.ts';
import type { DictDataRow, DictTypeRow } from './dicts.repository.ts';

/** The repositories this service reads and writes. */
type UsedRepositories = Pick<Repositories, 'dicts'>;

type TypeBody = z.output<typeof dictTypeBody>;
type DataBody = z.output<typeof dictDataBody>;

const DICT_DATA: Localized = { zh_CN: '字典数据', zh_TW: '字典資料', en: 'Dictionary data' };

export interface DictsDeps {
  repos: UsedRepositories;
  transaction: RunInTransaction;
  clock: Clock;
}

function toTypeDetail(row: DictTypeRow): DictTypeDetail {
  return {
    id: row.id, dictType: row.dict_type, dictName: row.dict_name, remark: row.remark, sort: row.sort,
    createDate: formatGmt8(row.created_at), updateDate: formatGmt8(row.updated_at),
  };
}

function toDataDetail(row: DictDataRow): DictDataDetail {
  return {
    id: row.id, dictTypeId: row.dict_type_id, dictLabel: row.dict_label, dictValue: row.dict_value, remark: row.remark, sort: row.sort,
    createDate: formatGmt8(row.created_at), updateDate: formatGmt8(row.updated_at),
  };
}

const valueExists = (value: string) =>
  new AppError(ErrorCode.EXISTS, [], {
    zh_CN: `该字典类型下已存在值“${value}”`,
    zh_TW: `該字典類型下已存在值「${value}」`,
    en: `This dictionary type already has the value "${value}"`,
  });

/** Dictionary types and their data: admin CRUD plus the by-code read other screens use. */
export class DictsService {
  readonly #deps: DictsDeps;

  constructor(deps: DictsDeps) {
    this.#deps = deps;
  }

  async optionsOf(dictType: string): Promise<DictOption[]> {
    const entries = await this.#deps.repos.dicts.entriesOf(dictType);
    return entries.map((entry) => ({ name: entry.label, key: entry.value }));
  }

  async listTypes({ dictType, dictName, page, limit }: DictTypePageQuery): Promise<PageData<DictTypeDetail>> {
    const result = await this.#deps.repos.dicts.listTypes({ dictType, dictName }, { page, limit });
    return { total: result.total, list: result.list.map(toTypeDetail) };
  }

  async getType(id: string): Promise<DictTypeDetail> {
    const row = await this.#deps.repos.dicts.findType(id);
    if (!row) throw new AppError(ErrorCode.DICT_TYPE_NOT_FOUND);
    return toTypeDetail(row);
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

  async listData({ dictTypeId, dictLabel, dictValue, page, limit }: DictDataPageQuery): Promise<PageData<DictDataDetail>> {
    const result = await this.#deps.repos.dicts.listData({ dictTypeId, dictLabel, dictValue }, { page, limit });
    return { total: result.total, list: result.list.map(toDataDetail) };
  }

  async getData(id: string): Promise<DictDataDetail> {
    const row = await this.#deps.repos.dicts.findData(id);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, [DICT_DATA]);
    return toDataDetail(row);
  }

  async createData(body: DataBody): Promise<void> {
    await this.#checkData(body);
    const now = isoFromNow(this.#deps.clock);
    await this.#uniqueValue(body.dictValue, () =>
      this.#deps.repos.dicts.insertData({ id: newId(), ...dataFields(body), created_at: now, updated_at: now }),
    );
  }

  async updateData(id: string, body: DataBody): Promise<void> {
    await this.#checkData(body, id);
    const updated = await this.#uniqueValue(body.dictValue, () =>
      this.#deps.repos.dicts.updateData(id, { ...dataFields(body), updated_at: isoFromNow(this.#deps.clock) }),
    );
    if (updated === 0) throw new AppError(ErrorCode.NOT_FOUND, [DICT_DATA]);
  }

  async deleteData(ids: readonly string[]): Promise<void> {
    if ((await this.#deps.repos.dicts.deleteData(ids)) === 0) throw new AppError(ErrorCode.DELETE_FAILED);
  }

  async #checkData(body: DataBody, exceptId?: string): Promise<void> {
    const { dicts } = this.#deps.repos;
    if (!(await dicts.findType(body.dictTypeId))) throw new AppError(ErrorCode.DICT_TYPE_NOT_FOUND);
    if (await dicts.findClash(body.dictTypeId, 'dict_label', body.dictLabel, exceptId)) {
      throw new AppError(ErrorCode.DICT_LABEL_DUPLICATE, [body.dictLabel]);
    }
    if (await dicts.findClash(body.dictTypeId, 'dict_value', body.dictValue, exceptId)) throw valueExists(body.dictValue);
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
  dict_name: body.dictName,
  remark: body.remark || null,
  sort: body.sort,
});

const dataFields = (body: DataBody) => ({
  dict_type_id: body.dictTypeId,
  dict_label: body.dictLabel,
  dict_value: body.dictValue,
  remark: body.remark || null,
  sort: body.sort,
});

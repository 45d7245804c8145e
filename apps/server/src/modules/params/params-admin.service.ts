import { ErrorCode, isProtectedParam, isSecretParam, listSortOf, PARAM_USUAL_SORT, type PageData, type ParamListQuery, type ParamRow, type paramBody, type paramUpdateBody } from '@vox/contracts';
import type { z } from 'zod';
import { AppError, type Localized } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { seedLabels, storedSeedText } from '../../lib/seed-labels/index.ts';
import type { Repositories, RunInTransaction } from '../repositories.ts';
import type { LiveCheckDeps } from './live-checks/live-check-deps.ts';
import { runLiveCheck } from './live-checks/live-checks.ts';
import { checkParamShape, checkParamValue } from './param-values.ts';
import { generateSm2KeyPair } from '../../integrations/crypto/sm2.ts';
import { maskParamValue, toParamRow } from './param-views.ts';

/** The repositories this service reads and writes. */
type UsedRepositories = Pick<Repositories, 'params'>;

type Body = z.output<typeof paramBody>;
type UpdateBody = z.output<typeof paramUpdateBody>;

const PARAM: Localized = { zh_CN: '参数', zh_TW: '參數', en: 'Param', de: 'Parameter', vi: 'Tham số', pt_BR: 'Parâmetro' };
const paramNamed = (code: string): Localized => ({ zh_CN: `参数 ${code} `, zh_TW: `參數 ${code} `, en: `The param ${code}`, de: `Der Parameter ${code}`, vi: `Tham số ${code}`, pt_BR: `O parâmetro ${code}` });

export interface ParamsAdminDeps {
  repos: UsedRepositories;
  transaction: RunInTransaction<UsedRepositories>;
  clock: Clock;
  liveChecks: LiveCheckDeps;
}

/** Params management for administrators: typed values, live checks, masked secrets. */
export class ParamsAdminService {
  readonly #deps: ParamsAdminDeps;

  constructor(deps: ParamsAdminDeps) {
    this.#deps = deps;
  }

  /** Seeded remarks read (and searched) in the display language `locale`. */
  async list({ paramCode, page, limit, ...asked }: ParamListQuery, locale: string): Promise<PageData<ParamRow>> {
    const labels = seedLabels(locale);
    const remarks = paramCode ? labels.matching('params', 'remark', paramCode).map(({ id, seeded }) => ({ code: id, remark: seeded })) : [];
    const result = await this.#deps.repos.params.list(paramCode, listSortOf(asked, PARAM_USUAL_SORT), { page, limit }, remarks);
    return { total: result.total, list: result.list.map((row) => toParamRow(row, labels)) };
  }

  /** One visible param as the list shows it (secrets masked). */
  async get(id: string, locale: string): Promise<ParamRow> {
    const stored = await this.#deps.repos.params.findById(id);
    if (!stored) throw new AppError(ErrorCode.NOT_FOUND, [PARAM]);
    return toParamRow(stored, seedLabels(locale));
  }

  async create(body: Body): Promise<void> {
    const valueType = checkParamValue(body.paramCode, body.valueType, body.paramValue);
    checkParamShape(body.paramCode, body.paramValue);
    if (await this.#deps.repos.params.codeTaken(body.paramCode, null)) throw new AppError(ErrorCode.EXISTS, [paramNamed(body.paramCode)]);
    await runLiveCheck(body.paramCode, body.paramValue, this.#deps.liveChecks);
    const now = isoFromNow(this.#deps.clock);
    await this.#deps.repos.params.insert({
      id: newId(), param_code: body.paramCode, param_value: body.paramValue, value_type: valueType, param_type: 1,
      remark: storedSeedText('params', body.paramCode, 'remark', body.remark || null), created_at: now, updated_at: now,
    });
  }

  async update(body: UpdateBody): Promise<void> {
    const { params } = this.#deps.repos;
    const stored = await params.findById(body.id);
    if (!stored) throw new AppError(ErrorCode.NOT_FOUND, [PARAM]);
    const renamed = body.paramCode !== stored.param_code;
    if (renamed && isProtectedParam(stored.param_code)) throw new AppError(ErrorCode.PARAM_PROTECTED, [stored.param_code]);
    // The page shows secrets masked; sending the mask back means "keep what is stored".
    const keepsSecret = isSecretParam(stored.param_code) && body.paramValue === maskParamValue(stored.param_code, stored.param_value);
    const value = keepsSecret ? stored.param_value : body.paramValue;
    const valueType = checkParamValue(body.paramCode, body.valueType, value);
    // A remark edit keeps the value as it is, whatever its shape; a changed value must fit.
    if (renamed || value !== stored.param_value) checkParamShape(body.paramCode, value);
    if (renamed && (await params.codeTaken(body.paramCode, stored.id))) throw new AppError(ErrorCode.EXISTS, [paramNamed(body.paramCode)]);
    // Checked only when the value (or the code it belongs to) changes: editing a remark must not need the service up.
    if (renamed || value !== stored.param_value) await runLiveCheck(body.paramCode, value, this.#deps.liveChecks);
    await params.update(stored.id, {
      param_code: body.paramCode, param_value: value, value_type: valueType,
      remark: storedSeedText('params', body.paramCode, 'remark', body.remark || null), updated_at: isoFromNow(this.#deps.clock),
    });
  }

  /**
   * The param a reveal is asked for, checked before the password is: unknown is the usual not-found, a param whose
   * value the list already shows in clear is refused (4xx) rather than answered, so reveal stays about secrets.
   */
  async secretToReveal(id: string): Promise<{ code: string; value: string }> {
    const stored = await this.#deps.repos.params.findById(id);
    if (!stored) throw new AppError(ErrorCode.NOT_FOUND, [PARAM]);
    if (!isSecretParam(stored.param_code)) throw new AppError(ErrorCode.PARAM_NOT_SECRET, [stored.param_code]);
    return { code: stored.param_code, value: stored.param_value };
  }

  /**
   * A new SM2 pair for the sign-in envelope, both halves in one transaction so they always match. Sessions stay
   * valid; a sign-in page opened before must reload to get the new public key.
   */
  async regenerateKeyPair(): Promise<void> {
    const pair = generateSm2KeyPair();
    const now = isoFromNow(this.#deps.clock);
    await this.#deps.transaction(async (repos) => {
      await repos.params.setValue('server.public_key', pair.publicKey, now);
      await repos.params.setValue('server.private_key', pair.privateKey, now);
    });
  }

  async delete(ids: readonly string[]): Promise<void> {
    const { params } = this.#deps.repos;
    const targets = await params.codesOf(ids);
    const protectedOne = targets.find((row) => isProtectedParam(row.param_code));
    if (protectedOne) throw new AppError(ErrorCode.PARAM_PROTECTED, [protectedOne.param_code]);
    if ((await params.delete(ids)) === 0) throw new AppError(ErrorCode.DELETE_FAILED);
  }
}

import {
  AGENT_CORRECT_WORD_FILES_MAX,
  CORRECT_WORD_FILE_MAX_BYTES,
  CORRECT_WORD_MAX,
  correctWordBytes,
  correctWordMessages,
  ErrorCode,
  normalizeMac,
  parseCorrectWordLines,
  type CorrectWordFile,
  type CorrectWordFileInput,
  type CorrectWordFileOption,
  type PageData,
  type PageQuery,
} from '@vox/contracts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { formatGmt8 } from '../../lib/time.ts';
import type { DeviceDirectory } from '../devices/index.ts';
import type { AgentWordFiles } from './agent-word-files.ts';
import type { Repositories, RunInTransaction } from '../repositories.ts';
import type { CorrectWordFileOptionRow, CorrectWordFileRow } from './correct-words.repository.ts';

type UsedRepositories = Pick<Repositories, 'agentCorrectWordFiles' | 'correctWordFiles'>;

export interface CorrectWordsDeps {
  repos: UsedRepositories;
  /** Which agent a device asking for its pairs is bound to. */
  devices: Pick<DeviceDirectory, 'findById'>;
  transaction: RunInTransaction<UsedRepositories>;
  clock: Clock;
}

const toOption = (row: CorrectWordFileOptionRow): CorrectWordFileOption => ({
  id: row.id,
  fileName: row.file_name,
  wordCount: row.word_count,
  createdAt: formatGmt8(row.created_at),
  updatedAt: formatGmt8(row.updated_at),
});

const toFile = (row: CorrectWordFileRow): CorrectWordFile => ({ ...toOption(row), content: row.content === '' ? [] : row.content.split('\n') });

/** Checked lines of a word file: 10204 over 1 MB, 400 naming the first bad line; nothing is stored before this passes. */
function checkedLines(input: CorrectWordFileInput): string[] {
  const size = Math.max(correctWordBytes(input.content), input.fileSize ?? 0);
  if (size > CORRECT_WORD_FILE_MAX_BYTES) throw new AppError(ErrorCode.CORRECT_WORD_FILE_TOO_LARGE, [size]);
  const { lines, problem } = parseCorrectWordLines(input.content);
  if (problem) throw new AppError(ErrorCode.BAD_REQUEST, [problem.line, problem.text.slice(0, 80), CORRECT_WORD_MAX], correctWordMessages[problem.reason]);
  if (lines.length === 0) throw new AppError(ErrorCode.BAD_REQUEST, [], correctWordMessages.noLines);
  return lines;
}

/**
 * The binding `PUT /agent/{id}` asks for (`correctWordFileIds`), checked before anything is saved: the owner's files
 * only (another user's id answers like a missing one, 612), duplicates dropped. Null keeps the current binding.
 */
export async function correctWordChoice(files: Pick<AgentWordFiles, 'ownedIds'>, ownerId: string, fileIds: readonly string[] | null | undefined): Promise<string[] | null> {
  if (fileIds == null) return null;
  const wanted = [...new Set(fileIds)];
  if (wanted.length > AGENT_CORRECT_WORD_FILES_MAX) throw new AppError(ErrorCode.BAD_REQUEST, ['correctWordFileIds', `≤ ${AGENT_CORRECT_WORD_FILES_MAX}`]);
  const owned = new Set(await files.ownedIds(ownerId, wanted));
  const missing = wanted.find((id) => !owned.has(id));
  if (missing !== undefined) throw new AppError(ErrorCode.NOT_FOUND, [missing], correctWordMessages.noSuchAgentFile);
  return wanted;
}

/** Replacement words: a user's word files, the agents using them, and the device server's pairs. */
export class CorrectWordsService {
  readonly #deps: CorrectWordsDeps;

  constructor(deps: CorrectWordsDeps) {
    this.#deps = deps;
  }

  async page(userId: string, query: PageQuery): Promise<PageData<CorrectWordFile>> {
    const files = this.#deps.repos.correctWordFiles;
    const [total, rows] = await Promise.all([files.countByUser(userId), files.pageByUser(userId, (query.page - 1) * query.limit, query.limit)]);
    return { total, list: rows.map(toFile) };
  }

  async options(userId: string): Promise<CorrectWordFileOption[]> {
    return (await this.#deps.repos.correctWordFiles.optionsOfUser(userId)).map(toOption);
  }

  /** Another user's file answers exactly like a missing one (612). */
  async owned(userId: string, id: string): Promise<CorrectWordFileRow> {
    const file = await this.#deps.repos.correctWordFiles.findOwned(userId, id);
    if (!file) throw new AppError(ErrorCode.NOT_FOUND, [correctWordMessages.noSuchFile]);
    return file;
  }

  async create(userId: string, input: CorrectWordFileInput): Promise<CorrectWordFile> {
    const lines = checkedLines(input);
    await this.#nameFree(userId, input.fileName);
    const now = isoFromNow(this.#deps.clock);
    const row: CorrectWordFileRow = { id: newId(), user_id: userId, file_name: input.fileName, word_count: lines.length, content: lines.join('\n'), created_at: now, updated_at: now };
    await this.#unique(input.fileName, () => this.#deps.repos.correctWordFiles.insert(row));
    return toFile(row);
  }

  async update(userId: string, id: string, input: CorrectWordFileInput): Promise<CorrectWordFile> {
    const file = await this.owned(userId, id);
    const lines = checkedLines(input);
    if (input.fileName !== file.file_name) await this.#nameFree(userId, input.fileName);
    const changes = { file_name: input.fileName, word_count: lines.length, content: lines.join('\n'), updated_at: isoFromNow(this.#deps.clock) };
    await this.#unique(input.fileName, () => this.#deps.repos.correctWordFiles.update(file.id, changes));
    return toFile({ ...file, ...changes });
  }

  async #nameFree(userId: string, fileName: string): Promise<void> {
    if (await this.#deps.repos.correctWordFiles.findByName(userId, fileName)) throw new AppError(ErrorCode.CORRECT_WORD_FILE_EXISTS, [fileName]);
  }

  /** Two saves racing for one name: the loser gets 10203 like the pre-check would have answered. */
  async #unique(fileName: string, write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      throw isUniqueViolation(error) ? new AppError(ErrorCode.CORRECT_WORD_FILE_EXISTS, [fileName]) : error;
    }
  }

  async delete(userId: string, id: string): Promise<void> {
    const file = await this.owned(userId, id);
    await this.#deps.transaction((tx) => tx.correctWordFiles.deleteByIds([file.id]));
  }

  /** All or nothing: one id that is not the caller's (or does not exist) refuses the whole batch with 612. */
  async batchDelete(userId: string, ids: readonly string[]): Promise<void> {
    const wanted = [...new Set(ids)];
    await this.#deps.transaction(async (tx) => {
      const owned = new Set(await tx.correctWordFiles.ownedIds(userId, wanted));
      const missing = wanted.find((id) => !owned.has(id));
      if (missing !== undefined) throw new AppError(ErrorCode.NOT_FOUND, [correctWordMessages.noSuchFile]);
      await tx.correctWordFiles.deleteByIds(wanted);
    });
  }

  /** The file as downloaded: its lines joined by "\n", with a file name ending in .txt. */
  async download(userId: string, id: string): Promise<{ fileName: string; text: string }> {
    const file = await this.owned(userId, id);
    const fileName = /\.txt$/i.test(file.file_name) ? file.file_name : `${file.file_name}.txt`;
    return { fileName, text: file.content };
  }

  /**
   * `POST /config/correct-words`: the `source|target` pairs of the files the device's agent uses,
   * file by file in the order chosen. An unknown or unbound device has none.
   */
  async devicePairs(macAddress: string): Promise<string[]> {
    const { repos } = this.#deps;
    const device = await this.#deps.devices.findById(normalizeMac(macAddress));
    if (!device?.agent_id) return [];
    const contents = await repos.agentCorrectWordFiles.contentsOfAgent(device.agent_id);
    return contents.flatMap((content) => (content === '' ? [] : content.split('\n')));
  }
}

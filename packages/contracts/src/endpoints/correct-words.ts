import { z } from 'zod';
import { correctWordBatchDeleteBody, correctWordFile, correctWordFileBody, correctWordFileOption, correctWordsInput } from '../agents/correct-words.ts';
import { idParam } from '../common/ids.ts';
import { pageData, pageQuery } from '../common/page.ts';
import { endpoint, rawAnswer } from '../http/endpoint.ts';

const tags: readonly string[] = ['correct-word'];

/** Replacement words: the caller's word files; `POST /config/correct-words` is the device server's. */
export const correctWordsEndpoints = {
  getCorrectWordFileList: endpoint({
    method: 'GET',
    path: '/correct-word/file/list',
    access: 'user',
    tags,
    summary: "The caller's word files with their lines, newest first",
    query: pageQuery,
    response: pageData(correctWordFile),
  }),
  getCorrectWordFileSelect: endpoint({
    method: 'GET',
    path: '/correct-word/file/select',
    access: 'user',
    tags,
    summary: "Every word file of the caller without its lines, by name (the role configuration's picker)",
    response: z.array(correctWordFileOption),
  }),
  postCorrectWordFile: endpoint({
    method: 'POST',
    path: '/correct-word/file',
    access: 'user',
    tags,
    summary: 'Add a word file: lines "source|target", at most 1 MB (10204), names unique per user (10203), 400 naming the first bad line',
    body: correctWordFileBody,
    response: correctWordFile,
  }),
  putCorrectWordFile: endpoint({
    method: 'PUT',
    path: '/correct-word/file/:id',
    access: 'user',
    tags,
    summary: 'Replace a word file’s name and lines (same rules as adding)',
    params: idParam,
    body: correctWordFileBody,
    response: correctWordFile,
  }),
  deleteCorrectWordFile: endpoint({
    method: 'DELETE',
    path: '/correct-word/file/:id',
    access: 'user',
    tags,
    summary: 'Delete a word file; agents using it stop using it',
    params: idParam,
    response: z.null(),
  }),
  postCorrectWordFileBatchDelete: endpoint({
    method: 'POST',
    path: '/correct-word/file/batch-delete',
    access: 'user',
    tags,
    summary: 'Delete several word files (ids as an array or {ids}); one unknown id refuses the whole batch (612)',
    body: correctWordBatchDeleteBody,
    response: z.null(),
  }),
  getCorrectWordFileDownload: endpoint({
    method: 'GET',
    path: '/correct-word/file/download/:id',
    access: 'user',
    tags,
    summary: 'The word file as text, one "source|target" per line',
    params: idParam,
    response: rawAnswer('text/plain; charset=utf-8', 'Lines "source|target"'),
  }),
  postConfigCorrectWords: endpoint({
    method: 'POST',
    path: '/config/correct-words',
    access: 'server',
    tags: ['device-server'],
    summary: 'The "source|target" pairs of the word files the device’s agent uses; none for an unknown or unbound device',
    body: correctWordsInput,
    response: z.array(z.string()),
  }),
};

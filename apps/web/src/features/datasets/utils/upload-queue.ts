/** One picked file on its way to the server. */
export interface QueuedFile {
  uid: string;
  file: File;
  percent: number;
  state: 'queued' | 'sending' | 'done' | 'failed';
  error?: string;
}

export const queued = (file: File, uid: string): QueuedFile => ({ uid, file, percent: 0, state: 'queued' });

export const patchFile = (files: QueuedFile[], uid: string, patch: Partial<QueuedFile>) => files.map((item) => (item.uid === uid ? { ...item, ...patch } : item));

export const countOf = (files: readonly QueuedFile[], state: QueuedFile['state']) => files.filter((item) => item.state === state).length;

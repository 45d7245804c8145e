import { vectorToBytes } from '../../integrations/embedding/embedding-client.ts';
import type { JobContext } from '../jobs/index.ts';
import type { Repositories } from '../repositories.ts';
import type { Embeddings } from './embeddings.ts';
import type { VectorSearch } from './vector-search.ts';

/** The repositories it uses, all its module's own. */
type UsedRepositories = Pick<Repositories, 'segments'>;

/** Segments read per round; each round is embedded in the model's batches and written before the next. */
const ROUND = 256;

/**
 * The `dataset.embed` job: gives every segment a vector of the current default Embedding model, in rounds walked by
 * seq. Each round is stored before the next, so a job that dies resumes where it stopped (the segments done no longer
 * look stale). A model change while it runs restarts the walk with the new model; no model means nothing to do.
 * A provider failure fails the run, and the job runner retries it with backoff.
 */
export function embedJob(deps: { repos: UsedRepositories; embeddings: Embeddings; search: VectorSearch }) {
  return async (_payload: unknown, context: JobContext): Promise<void> => {
    const { repos, embeddings, search } = deps;
    let model = await embeddings.current();
    if (!model) return;
    let total = Math.max(1, await repos.segments.countStale(model.fingerprint));
    let done = 0;
    let after = 0;
    for (;;) {
      const latest = await embeddings.current();
      if (!latest) return;
      if (latest.fingerprint !== model.fingerprint) {
        model = latest;
        after = 0;
        done = 0;
        total = Math.max(1, await repos.segments.countStale(model.fingerprint));
      }
      const round = await repos.segments.stale(model.fingerprint, after, ROUND);
      if (round.length === 0) {
        // Done, unless the model changed during the last round: then walk again with the new one.
        if ((await embeddings.current())?.fingerprint === model.fingerprint) return;
        continue;
      }
      const vectors = await model.embed(round.map((segment) => segment.content));
      const touched = new Set<string>();
      for (const [index, segment] of round.entries()) {
        if (await repos.segments.setEmbedding(segment.id, segment.content, vectorToBytes(vectors[index]!), model.fingerprint)) touched.add(segment.dataset_id);
      }
      for (const datasetId of touched) search.invalidate(datasetId);
      after = round.at(-1)!.seq;
      done += round.length;
      // Another worker took the job over (this one stalled past its lease): stop, it carries on.
      if (!(await context.progress((Math.min(done, total) / total) * 100))) return;
    }
  };
}

// A deterministic corpus for the knowledge benchmark: product-manual sentences in Chinese and English, built from
// fixed vocabularies, so every run searches the same 100,000 segments.
import type { NewSegment } from '../../apps/server/src/modules/datasets/segments.repository.ts';
import { segmentSearchText } from '../../apps/server/src/modules/datasets/text/search-tokens.ts';

const SUBJECTS = ['智能音箱', '儿童模式', '电池', '无线网络', '蓝牙', '固件', '闹钟', '音量', '麦克风', '指示灯', '充电器', '小程序', '语音助手', '夜间模式', '退货', '保修'];
const VERBS = ['需要', '可以', '支持', '无法', '建议', '会自动', '请先', '不能'];
const OBJECTS = ['连接家里的无线网络', '升级到最新固件', '限制最大音量', '设置每天的闹钟', '恢复出厂设置', '在七天内无理由退货', '续航十二小时', '识别普通话和英语', '配对手机蓝牙', '关闭指示灯'];
const ENGLISH = ['The speaker', 'Bluetooth pairing', 'The battery', 'Firmware update', 'Factory reset', 'Child mode', 'The alarm', 'Voice wake-up'];
const ENGLISH_TAIL = ['takes two hours to charge.', 'works within ten metres.', 'fails when the network drops.', 'keeps your settings.', 'limits the volume at night.', 'restores the factory settings.'];

function* random(seed: number): Generator<number> {
  let state = seed;
  for (;;) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    yield state;
  }
}

const pick = <T>(items: readonly T[], rng: Generator<number>) => items[rng.next().value! % items.length]!;

/** `count` segments in batches of `batch`, each three sentences long, with a vector when `vectors` says how. */
export function* segmentRows(
  datasetId: string,
  documentId: string,
  count: number,
  batch: number,
  vectors?: { embed: (text: string) => Buffer; model: string },
): Generator<NewSegment[]> {
  const rng = random(42);
  const now = new Date().toISOString();
  for (let start = 0; start < count; start += batch) {
    const rows: NewSegment[] = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const content = `${pick(SUBJECTS, rng)}${pick(VERBS, rng)}${pick(OBJECTS, rng)}。${pick(SUBJECTS, rng)}${pick(VERBS, rng)}${pick(OBJECTS, rng)}。${pick(ENGLISH, rng)} ${pick(ENGLISH_TAIL, rng)} #${i}`;
      rows.push({
        id: `${documentId.slice(0, 20)}${i.toString(16).padStart(12, '0')}`,
        dataset_id: datasetId,
        document_id: documentId,
        position: i + 1,
        content,
        keywords: '[]',
        word_count: content.length,
        enabled: 1,
        hit_count: 0,
        search_text: segmentSearchText(datasetId, content, []),
        embedding: vectors ? vectors.embed(content) : null,
        embedding_model: vectors ? vectors.model : null,
        generation: 0,
        created_at: now,
        updated_at: now,
      });
    }
    yield rows;
  }
}

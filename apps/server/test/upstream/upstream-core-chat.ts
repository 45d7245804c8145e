// Conversations as xiaozhi-server reports them: user (1), agent (2) and tool (3) lines per session, user audio kept
// when the agent records text and voice (chat_history_conf 2), titles for some sessions, and voiceprints registered
// from recorded utterances.
import { agentId, addRows, CORE_AGENTS, type Rows } from './upstream-core-people.ts';
import type { AudioFact, UserFact } from './upstream-facts.ts';
import { datetime, hexId, opusLikeBytes, sha256 } from './upstream-values.ts';

interface SessionSeed {
  agent: string;
  mac: string;
  title: string | null;
  lines: [chatType: 1 | 2 | 3, content: string][];
}

const SESSIONS: SessionSeed[] = [
  {
    agent: 'home', mac: 'a4:cf:12:34:56:01', title: '广州今天的天气',
    lines: [
      [1, '今天广州天气怎么样？'], [3, '{"name":"get_weather","arguments":{"location":"广州"}}'],
      [2, '广州今天多云，气温24到30度，下午可能有阵雨，出门记得带伞。'], [1, '那明天呢？'], [2, '明天晴，最高31度。'],
    ],
  },
  {
    agent: 'home', mac: 'a4:cf:12:34:56:02', title: '睡前故事',
    lines: [[1, '给小明讲个睡前故事'], [2, '从前有一只小兔子，它每天晚上都会数星星……'], [1, '再讲一个'], [2, '好的，这次讲小熊找蜂蜜的故事。']],
  },
  { agent: 'home', mac: 'a4:cf:12:34:56:01', title: null, lines: [[1, '放一首粤语歌'], [2, '好的，为你播放《海阔天空》。']] },
  {
    agent: 'english', mac: 'a4:cf:12:34:56:03', title: 'Past tense practice',
    lines: [[1, 'Yesterday I go to the park.'], [2, 'Almost! Say: Yesterday I went to the park.'], [1, 'Yesterday I went to the park.'], [2, 'Perfect!']],
  },
  { agent: 'grandma', mac: 'dc:54:75:aa:bb:cc', title: '想孙子了', lines: [[1, '给孙子打个电话'], [2, '正在呼叫孙子，请稍等。']] },
];

export interface ChatOutcome {
  audio: AudioFact[];
  titles: { sessionId: string; title: string }[];
  sessionsByAgent: Map<string, string[]>;
  messagesByAgent: Map<string, number>;
}

export function sessionIdOf(index: number): string {
  const hex = hexId(`session-${index}`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function addCoreChat(rows: Rows): ChatOutcome {
  const outcome: ChatOutcome = { audio: [], titles: [], sessionsByAgent: new Map(), messagesByAgent: new Map() };
  let messageId = 1;
  SESSIONS.forEach((session, sessionIndex) => {
    const sessionId = sessionIdOf(sessionIndex);
    const id = agentId(session.agent);
    const recordsVoice = CORE_AGENTS.find((agent) => agent.key === session.agent)!.chatHistoryConf === 2;
    outcome.sessionsByAgent.set(id, [...(outcome.sessionsByAgent.get(id) ?? []), sessionId]);
    outcome.messagesByAgent.set(id, (outcome.messagesByAgent.get(id) ?? 0) + session.lines.length);
    session.lines.forEach(([chatType, content], lineIndex) => {
      let audioId: string | null = null;
      if (recordsVoice && chatType === 1) {
        audioId = hexId(`audio-${messageId}`);
        const audio = opusLikeBytes(audioId, 1_800 + ((messageId * 977) % 4_000));
        addRows(rows, 'ai_agent_chat_audio', { id: audioId, audio });
        outcome.audio.push({ id: audioId, agentId: id, sessionId, bytes: audio.length, sha256: sha256(audio) });
      }
      const at = datetime(30_000 + sessionIndex * 1_440 + lineIndex, true);
      addRows(rows, 'ai_agent_chat_history', {
        id: messageId++, mac_address: session.mac, agent_id: id, session_id: sessionId, chat_type: chatType, content,
        audio_id: audioId, created_at: at, updated_at: at,
      });
    });
    if (session.title) {
      outcome.titles.push({ sessionId, title: session.title });
      addRows(rows, 'ai_agent_chat_title', {
        id: hexId(`title-${sessionIndex}`), session_id: sessionId, title: session.title,
        created_at: datetime(30_000 + sessionIndex * 1_440 + 10), updated_at: datetime(30_000 + sessionIndex * 1_440 + 10),
      });
    }
  });
  return outcome;
}

/** Two voiceprints on the home agent, each registered from one of its recorded user utterances. */
export function addVoiceprints(rows: Rows, users: UserFact[], audio: AudioFact[]): void {
  const homeAudio = audio.filter((entry) => entry.agentId === agentId('home'));
  const people: [string, string | null][] = [['张三', '爸爸，声音低沉'], ['小明', null]];
  addRows(rows, 'ai_agent_voice_print', ...people.map(([name, introduce], index) => ({
    id: hexId(`voiceprint-${index}`), agent_id: agentId('home'), source_name: name, introduce, create_date: datetime(40_000 + index),
    creator: users[1]!.id, update_date: datetime(40_000 + index), updater: users[1]!.id, audio_id: homeAudio[index === 0 ? 0 : 2]!.id,
  })));
}

export const NEXT_CHAT_ID = 1_000;

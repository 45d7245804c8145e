import { DEVICE_ONLINE_MINUTES, OVERVIEW_DAYS, zonedDay, zonedDayStart, type AgentOverview } from '@vox/contracts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import type { AgentDirectory } from '../agents/index.ts';
import type { ChatActivity } from '../chat-history/index.ts';
import type { DeviceDirectory } from '../devices/index.ts';

export interface OverviewDeps {
  /** Counts the user's agents. */
  agentDirectory: Pick<AgentDirectory, 'countForUser'>;
  /** Sessions and messages per day. */
  chatActivity: ChatActivity;
  /** Counts the user's devices and those seen lately. */
  devices: Pick<DeviceDirectory, 'presenceOfUser'>;
  clock: Clock;
}

const DAY_MS = 86_400_000;

/** The calendar day `offset` days after `day`, both `YYYY-MM-DD`. */
const addDays = (day: string, offset: number) => new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);

/** The home overview: counts and daily activity of the signed-in user's own agents and devices, whatever their role. */
export class OverviewService {
  readonly #deps: OverviewDeps;

  constructor(deps: OverviewDeps) {
    this.#deps = deps;
  }

  /**
   * Days are calendar days in `timeZone`, the last one today. Their first instants are worked out here, so the SQL only
   * compares stored UTC times, the same on SQLite and PostgreSQL.
   */
  async overview(userId: string, timeZone: string): Promise<AgentOverview> {
    const { agentDirectory, chatActivity, clock } = this.#deps;
    const today = zonedDay(new Date(clock.now()), timeZone);
    const days = Array.from({ length: OVERVIEW_DAYS }, (_, index) => addDays(today, index + 1 - OVERVIEW_DAYS));
    const bounds = [...days, addDays(today, 1)].map((day) => zonedDayStart(day, timeZone).toISOString());
    const [agentCount, devices, activity] = await Promise.all([
      agentDirectory.countForUser(userId),
      this.#deps.devices.presenceOfUser(userId, isoFromNow(clock, -DEVICE_ONLINE_MINUTES * 60)),
      chatActivity.activityByDay(userId, bounds),
    ]);
    const byDay = new Map(activity.map((row) => [row.day, row]));
    return {
      agentCount,
      deviceCount: devices.total,
      onlineDeviceCount: devices.seen,
      conversationsPerDay: days.map((day, index) => ({ day, sessions: byDay.get(index)?.sessions ?? 0, messages: byDay.get(index)?.messages ?? 0 })),
    };
  }
}

import { ErrorCode, SERVER_ACTIONS, type ServerAction, type ServerActionBody } from '@vox/contracts';
import { sendServerAction, type ActionOutcome } from '../../integrations/device-server/server-action-client.ts';
import { describeNetFailure } from '../../integrations/net/net-failure.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadConnectionParams } from '../ota/index.ts';
import { deviceServerHeaders, type DeviceServerAuthDeps } from './device-server-auth.ts';
import type { OutboundTimeouts } from './outbound-timeouts.ts';

export interface DeviceServersDeps extends DeviceServerAuthDeps {
  timeouts: OutboundTimeouts;
}

const isAction = (action: string): action is ServerAction => (SERVER_ACTIONS as readonly string[]).includes(action);

/** The device servers of `server.websocket`, and the restart / update-config actions sent to them. */
export class DeviceServersService {
  readonly #deps: DeviceServersDeps;

  constructor(deps: DeviceServersDeps) {
    this.#deps = deps;
  }

  async list(): Promise<string[]> {
    return (await loadConnectionParams(this.#deps.params)).websocketUrls;
  }

  /** true once the device server answered success; every other ending is an AppError of its own. */
  async emitAction({ targetWs, action }: ServerActionBody): Promise<true> {
    const name = action?.trim() ?? '';
    if (!isAction(name)) throw new AppError(ErrorCode.SERVER_ACTION_INVALID);
    const servers = await this.list();
    if (servers.length === 0) throw new AppError(ErrorCode.WEBSOCKET_NOT_CONFIGURED);
    const target = targetWs.trim();
    // Only configured addresses: the console must not become a WebSocket client for arbitrary URLs.
    if (!servers.includes(target)) throw new AppError(ErrorCode.TARGET_WS_NOT_FOUND, [target]);
    const secret = await this.#deps.params.text('server.secret');
    const headers = await deviceServerHeaders(this.#deps);
    const outcome = await sendServerAction(target, headers, { type: 'server', action: name, content: { secret } }, this.#deps.timeouts);
    return this.#result(target, outcome);
  }

  #result(target: string, outcome: ActionOutcome): true {
    switch (outcome.kind) {
      case 'success':
        return true;
      case 'refused':
        throw new AppError(ErrorCode.DEVICE_SERVER_REFUSED, [target, outcome.message]);
      case 'timeout':
        throw new AppError(ErrorCode.DEVICE_SERVER_TIMEOUT, [target, Math.round(this.#deps.timeouts.replyMs / 100) / 10]);
      case 'closed':
        throw new AppError(ErrorCode.DEVICE_SERVER_CLOSED, [target]);
      case 'unreachable':
        throw new AppError(ErrorCode.DEVICE_SERVER_CONNECT_FAILED, [target, describeNetFailure(outcome.failure, outcome.detail)]);
    }
  }
}

import { agentConfigMessages, ErrorCode, type ContextProvider } from '@vox/contracts';
import { checkOutboundUrl } from '../../integrations/net/url-guard.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The context sources to store, or null to keep them: blank URLs dropped (as upstream's dialog does), every other URL
 * http(s) and public unless `allowPrivate` (server.allow_private_urls). The device server fetches them, so the
 * console's outbound address policy decides what a user may point it at.
 */
export async function contextChoice(providers: readonly ContextProvider[] | null | undefined, allowPrivate: boolean): Promise<ContextProvider[] | null> {
  if (providers == null) return null;
  const kept = providers.filter((provider) => provider.url !== '');
  for (const [index, provider] of kept.entries()) {
    const checked = await checkOutboundUrl(provider.url, allowPrivate);
    if (checked.ok) continue;
    const message = checked.reason === 'privateAddress' ? agentConfigMessages.contextUrlPrivate : agentConfigMessages.contextUrlBad;
    throw new AppError(ErrorCode.BAD_REQUEST, [index + 1, provider.url], message);
  }
  return kept.map((provider) => ({ url: provider.url, headers: provider.headers }));
}

import { serverModule } from '../module.ts';
import { agentPlaygroundRoutes } from './agent-playground.routes.ts';

/** Trying an agent in the console as a device would get it; owns no table (its sessions are chat history's). */
export const agentPlaygroundModule = serverModule({
  name: 'agent-playground',
  routes: [agentPlaygroundRoutes],
  rootRoutes: [agentPlaygroundRoutes],
});

import { serverModule } from '../module.ts';
import { verificationRoutes } from './verification.routes.ts';

export const verificationModule = serverModule({
  name: 'verification',
  routes: [verificationRoutes],
});

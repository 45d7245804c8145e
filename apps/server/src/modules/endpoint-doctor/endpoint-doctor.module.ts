import { serverModule } from '../module.ts';
import { endpointDoctorRoutes } from './endpoint-doctor.routes.ts';

export const endpointDoctorModule = serverModule({
  name: 'endpoint-doctor',
  routes: [endpointDoctorRoutes],
});

import { serverModule } from '../module.ts';

export const bootstrapModule = serverModule({
  name: 'bootstrap',
});

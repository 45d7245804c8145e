import { paths } from '../../../config/paths.ts';

export const datasetHref = (id: string) => paths.datasetDetail.replace(':id', encodeURIComponent(id));

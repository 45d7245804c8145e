/** What other modules may use of endpoint-doctor; every other file here is internal (lint enforces it). */
export type { EndpointDoctorService } from './endpoint-doctor.service.ts';

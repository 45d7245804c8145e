import { z } from 'zod';
import {
  agentCreateInput,
  agentDetail,
  agentListQuery,
  agentSummary,
  agentTemplate,
  agentUpdateInput,
} from '../agents/agent.ts';
import { agentOverview } from '../agents/overview.ts';
import { idParam } from '../common/ids.ts';
import { endpoint } from '../http/endpoint.ts';

export const agentsEndpoints = {
  getAgentList: endpoint({
    method: 'GET',
    path: '/agent/list',
    access: 'user',
    tags: ['agent'],
    summary: 'The user’s agents, newest first, searchable by name or device MAC',
    query: agentListQuery,
    response: z.array(agentSummary),
  }),
  getAgentOverview: endpoint({
    method: 'GET',
    path: '/agent/overview',
    access: 'user',
    tags: ['agent'],
    summary: 'Home overview of the caller’s own agents and devices, and sessions and messages per day for the last 30 days in the caller’s time zone (X-Time-Zone)',
    response: agentOverview,
  }),
  getAgentTemplate: endpoint({
    method: 'GET',
    path: '/agent/template',
    access: 'user',
    tags: ['agent'],
    summary: 'Agent templates by sort; the first is the default',
    response: z.array(agentTemplate),
  }),
  postAgent: endpoint({
    method: 'POST',
    path: '/agent',
    access: 'user',
    tags: ['agent'],
    summary: 'Create an agent from the default template, or from templateId; data is the new id',
    body: agentCreateInput,
    response: z.string(),
  }),
  getAgent: endpoint({
    method: 'GET',
    path: '/agent/:id',
    access: 'user',
    tags: ['agent'],
    summary: 'One agent’s configuration with its functions',
    params: idParam,
    response: agentDetail,
  }),
  putAgent: endpoint({
    method: 'PUT',
    path: '/agent/:id',
    access: 'user',
    tags: ['agent'],
    summary: 'Save the configuration; absent or null fields keep their value',
    body: agentUpdateInput,
    params: idParam,
    response: z.null(),
  }),
  deleteAgent: endpoint({
    method: 'DELETE',
    path: '/agent/:id',
    access: 'user',
    tags: ['agent'],
    summary: 'Delete an agent: its devices are unbound, its chat history and audio removed',
    params: idParam,
    response: z.null(),
  }),
};

import { describe, expect, it } from 'vitest';
import { makeServices, type ModuleServices } from './service-container.ts';
import type { ServiceFactories, Services, Wiring } from './wiring.ts';

// The container is typed by `Services`; these tests name made-up services, so they go through plain records.
type Loose = Record<string, unknown>;
const wiring = { repos: {} } as Wiring;
const moduleOf = (module: string, factories: Record<string, (services: Loose) => unknown>): ModuleServices => ({
  module,
  factories: factories as unknown as ServiceFactories<object>,
  wiring,
});
const make = (...modules: ModuleServices[]) => makeServices({}, modules) as unknown as Loose;

describe('makeServices', () => {
  it('makes a service from one listed after it, each once, and every service at start', () => {
    const made: string[] = [];
    const services = make(
      moduleOf('first', {
        greeter: (s) => {
          const { text } = s.name as { text: string };
          made.push('greeter');
          return { hello: `hello ${text}` };
        },
      }),
      moduleOf('second', { name: () => (made.push('name'), { text: 'device' }), unused: () => (made.push('unused'), {}) }),
    );
    expect(services.greeter).toEqual({ hello: 'hello device' });
    expect(services.greeter).toBe(services.greeter);
    expect(made).toEqual(['name', 'greeter', 'unused']);
  });

  it('hands each factory its own module wiring and keeps the core services', () => {
    const own = { repos: { rows: 'own rows' } } as unknown as Wiring;
    const services = makeServices({ version: '1.2.3' } as Partial<Services>, [
      { module: 'owner', factories: { rowsOf: (_: Services, w: Wiring) => w.repos } as unknown as ServiceFactories<object>, wiring: own },
    ]) as unknown as Loose;
    expect(services.rowsOf).toEqual({ rows: 'own rows' });
    expect(services.version).toBe('1.2.3');
  });

  it('fails at start, naming the circle, when services ask for each other', () => {
    expect(() => make(moduleOf('a', { left: (s) => s.right }), moduleOf('b', { right: (s) => s.left }))).toThrow(
      'services ask for each other in a circle: left → right → left',
    );
  });

  it('refuses a service name two modules both make', () => {
    expect(() => make(moduleOf('a', { clock: () => 1 }), moduleOf('b', { clock: () => 2 }))).toThrow('the service "clock" of b is made elsewhere too');
  });
});

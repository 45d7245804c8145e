import type { ServiceFactories, Services, Wiring } from './wiring.ts';

/** One module's part of the container: its factories, and the wiring they get (with its own repositories). */
export interface ModuleServices {
  module: string;
  factories: ServiceFactories<object>;
  wiring: Wiring;
}

/**
 * Adds every module's services to `core`, each made the first time another asks for it, so modules may be listed in
 * any order; then makes the rest, so every job a service registers is registered at start. A service asking for
 * itself through others fails at start with the circle named.
 */
export function makeServices(core: Partial<Services>, modules: readonly ModuleServices[]): Services {
  const services = core as Services;
  const making: string[] = [];
  const names: (keyof Services)[] = [];
  for (const { module, factories, wiring } of modules) {
    for (const [name, factory] of Object.entries(factories) as [keyof Services, NonNullable<ServiceFactories<object>[keyof Services]>][]) {
      if (name in services) throw new Error(`the service "${name}" of ${module} is made elsewhere too`);
      names.push(name);
      Object.defineProperty(services, name, {
        configurable: true,
        enumerable: true,
        get() {
          if (making.includes(name)) throw new Error(`services ask for each other in a circle: ${[...making, name].join(' → ')}`);
          making.push(name);
          try {
            const made = factory(services, wiring);
            Object.defineProperty(services, name, { value: made, configurable: true, enumerable: true, writable: true });
            return made;
          } finally {
            making.pop();
          }
        },
      });
    }
  }
  for (const name of names) void services[name];
  return services;
}

import type { RemoteAppModule, RemoteParcelModule } from '@ltk/contracts';
// Generated before every typecheck from the remotes' sources (scripts/remote-types.mjs, docs/deploy-one-remote.md).
import type { RemoteModules as Emitted } from '@mf-types/remote-modules';

/** What the shell calls on an expose: the lifecycles on `<remote>/app`, a parcel's on any other. */
type Called<Id> = Id extends `${string}/app` ? RemoteAppModule : RemoteParcelModule;

/** Fails the typecheck, naming the expose, when the type a remote emits does not fit what the shell calls. */
type Checked<Modules extends { [Id in keyof Modules]: Called<Id> }> = Modules;

/** The type of every remote's exposes, keyed by `loadRemote()` id, as the remotes' own declarations give it. */
export type RemoteModules = Checked<Emitted>;
export type RemoteModuleId = keyof RemoteModules;

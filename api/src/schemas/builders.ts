/**
 * Short TypeBox builders: route schemas stay short and read like the entity lists of spec section 3, and each one is
 * at once the JSON schema Fastify validates and serializes with, the handler's request / reply type (through
 * `@fastify/type-provider-typebox`) and a part of `api/openapi.json`.
 */
import { Type } from 'typebox';
import type {
  Static,
  TArray,
  TArrayOptions,
  TBoolean,
  TInteger,
  TNumber,
  TNumberOptions,
  TObject,
  TOptional,
  TSchema,
  TSchemaOptions,
  TString,
  TStringOptions,
  TUnsafe,
} from 'typebox';

export type { Static, TSchema };
export type Schema = TSchema;

/** A leaf with a `default`: Ajv fills it in (useDefaults), so the handler's type has it even where it is optional. */
type Defaulted<O> = O extends { default: unknown } ? { default: O['default'] } : unknown;

export const str = <O extends TStringOptions>(options?: O): TString & Defaulted<O> =>
  Type.String(options) as TString & Defaulted<O>;
/**
 * Largest integer the API takes or gives (2^53 - 1): above it a JSON number loses precision, and a bigint column
 * would refuse it with a 500. Every integer of the document has this maximum unless a smaller one is given.
 */
export const MAX_INTEGER = Number.MAX_SAFE_INTEGER;

export const int = <O extends TNumberOptions>(options?: O): TInteger & Defaulted<O> =>
  Type.Integer({ maximum: MAX_INTEGER, ...options }) as TInteger & Defaulted<O>;
export const num = <O extends TNumberOptions>(options?: O): TNumber & Defaulted<O> =>
  Type.Number(options) as TNumber & Defaulted<O>;
export const bool = (options?: TSchemaOptions): TBoolean => Type.Boolean(options);
export const arr = <T extends TSchema, O extends TArrayOptions>(
  items: T,
  options?: O,
): TArray<T> & Defaulted<O> => Type.Array(items, options) as TArray<T> & Defaulted<O>;

/** One of `values` (a plain `enum` keyword, as Ajv's messages and the OpenAPI document had it). */
export const strEnum = <const V extends readonly string[], O extends TStringOptions>(
  values: V,
  options?: O,
): TUnsafe<V[number]> & Defaulted<O> =>
  Type.Unsafe<V[number]>({ type: 'string', enum: [...values], ...options }) as TUnsafe<V[number]> &
    Defaulted<O>;

/** OpenAPI 3.0 `nullable` (not an `anyOf` with null: the serializer and the document keep the plain type). */
export const nullable = <T extends TSchema>(schema: T): TUnsafe<Static<T> | null> =>
  Type.Unsafe<Static<T> | null>({ ...schema, nullable: true });

type ObjectProperties<P extends Record<string, TSchema>, R extends PropertyKey> = {
  [K in keyof P]: K extends R ? P[K] : P[K] extends { default: unknown } ? P[K] : TOptional<P[K]>;
};

/** An object whose `required` keys are all of `properties` unless listed. */
export function obj<
  P extends Record<string, TSchema>,
  const R extends readonly (keyof P & string)[] = (keyof P & string)[],
>(properties: P, required?: R, options?: TSchemaOptions): TObject<ObjectProperties<P, R[number]>> {
  const listed = new Set<string>(required ?? Object.keys(properties));
  const props = Object.fromEntries(
    Object.entries(properties).map(([key, schema]) => [
      key,
      listed.has(key) ? schema : Type.Optional(schema),
    ]),
  );
  return Type.Object(props, options) as unknown as TObject<ObjectProperties<P, R[number]>>;
}

/** Free-form object (kept as is by the serializer). */
export const anyObj = (): TUnsafe<Record<string, unknown>> =>
  Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true });

/** A binary body (an image). */
export const binary = (): TUnsafe<Buffer> => Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/** An object of string values under any keys. */
export const stringMap = (): TUnsafe<Record<string, string>> =>
  Type.Unsafe<Record<string, string>>({ type: 'object', additionalProperties: { type: 'string' } });

/** Query list parameter: repeated keys or comma-separated values. */
export const listQuery = (description: string, maxItems?: number): TArray<TString> =>
  arr(str({ maxLength: 4000 }), {
    description: `${description} (repeated keys or comma-separated)`,
    ...(maxItems ? { maxItems } : {}),
  });

export const limitQuery = (def: number, max = 100): TInteger & { default: number } =>
  int({ minimum: 1, maximum: max, default: def });

/** A schema registered under `$id` (app.addSchema): a named entry of the OpenAPI document's components. */
export type Component<T extends TSchema = TSchema> = T & { $id: string };

/**
 * Every component, in definition order. The app registers them all (app.addSchema) before its routes; a module that
 * defines one is imported by a route module, so all of them are defined once `routes/index.ts` is loaded.
 */
export const components: Component[] = [];

export function component<T extends TSchema>(id: string, schema: T): Component<T> {
  if (components.some((c) => c.$id === id)) throw new Error(`component ${id} is defined twice`);
  const named = Object.assign(schema, { $id: id });
  components.push(named);
  return named;
}

/** A `$ref` to a component, typed as the component. */
export const ref = <T extends TSchema>(schema: Component<T>): TUnsafe<Static<T>> =>
  Type.Unsafe<Static<T>>({ $ref: `${schema.$id}#` });

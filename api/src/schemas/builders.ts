/** Tiny JSON-schema builders: route schemas stay short and read like the entity lists of spec section 3. */
export type Schema = Record<string, unknown>;

export const str = (extra: Schema = {}): Schema => ({ type: 'string', ...extra });
export const int = (extra: Schema = {}): Schema => ({ type: 'integer', ...extra });
export const num = (extra: Schema = {}): Schema => ({ type: 'number', ...extra });
export const bool = (extra: Schema = {}): Schema => ({ type: 'boolean', ...extra });
export const arr = (items: Schema, extra: Schema = {}): Schema => ({ type: 'array', items, ...extra });
export const nullable = (schema: Schema): Schema => ({ ...schema, nullable: true });
export const obj = (
  properties: Record<string, Schema>,
  required: string[] = Object.keys(properties),
): Schema => ({
  type: 'object',
  properties,
  required,
});
/** Free-form object (kept as is by the serializer). */
export const anyObj = (): Schema => ({ type: 'object', additionalProperties: true });

/** Query list parameter: repeated keys or comma-separated values. */
export const listQuery = (description: string, maxItems?: number): Schema => ({
  type: 'array',
  items: { type: 'string', maxLength: 4000 },
  description: `${description} (repeated keys or comma-separated)`,
  ...(maxItems ? { maxItems } : {}),
});

export const limitQuery = (def: number, max = 100): Schema => int({ minimum: 1, maximum: max, default: def });

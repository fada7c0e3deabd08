/** The largest transformation code a destination keeps, in bytes (its routes' bodies get room for it past JSON_BODY_LIMIT_BYTES). */
export const MAX_TRANSFORMATION_BYTES = 64 * 1024;

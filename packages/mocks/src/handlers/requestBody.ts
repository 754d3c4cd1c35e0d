/** A domain request schema, as far as the fake backend uses it. */
export interface RequestSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** The request body, read by a domain schema; undefined when it does not fit. */
export async function bodyOf<T>(
  request: Request,
  schema: RequestSchema<T>,
): Promise<T | undefined> {
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

/** Base path of every call unless noted (spec: platform §7, §9). */
export const apiBasePath = '/api/v0';

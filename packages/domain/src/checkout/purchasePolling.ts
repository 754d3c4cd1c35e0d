/** spec: platform §9 "Quote and fulfil poll interval 1000 ms". */
export const pollIntervalMs = 1000;

export function freePort(): Promise<number>;
export function portFor(what: string, named: string | undefined): Promise<number>;

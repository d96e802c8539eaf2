export function refuseNonAscii(file: string): void;
export function refusePackageImports(dir: string): void;

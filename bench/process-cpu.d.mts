/** CPU time (user + system) a Linux process has used so far, in ms (see process-cpu.mjs). */
export function cpuMs(pid: number): number;

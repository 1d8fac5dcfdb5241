interface ModuleInfoLike {
  isEntry: boolean;
  importers: readonly string[];
}
interface ChunkingContext {
  getModuleInfo(moduleId: string): ModuleInfoLike | null;
}

/**
 * The name of the chunk for every module the entry imports statically, at any depth: the code the
 * first screen needs arrives as one file instead of a dozen small shared ones, so a phone asks for
 * one file and compiles and runs it in fewer tasks. Modules only lazy pages use stay out of it.
 */
export function initialChunkName(name: string) {
  const known = new Map<string, boolean>();
  const inInitialGraph = (id: string, context: ChunkingContext): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    // An import cycle is settled by the other importers.
    known.set(id, false);
    const info = context.getModuleInfo(id);
    const initial =
      info !== null && (info.isEntry || info.importers.some((importer) => inInitialGraph(importer, context)));
    known.set(id, initial);
    return initial;
  };
  return (id: string, context: ChunkingContext): string | null => (inInitialGraph(id, context) ? name : null);
}

// The one call build/lingui-macro.ts makes into @babel/core, which ships no types of its own
// (@types/babel__core is not a dependency for one function).
declare module '@babel/core' {
  export interface BabelSourceMap {
    version: number
    sources: string[]
    names: string[]
    mappings: string
    file?: string
    sourcesContent?: string[]
  }
  export function transformAsync(
    code: string,
    options: Record<string, unknown>,
  ): Promise<{ code?: string | null; map?: BabelSourceMap | null } | null>
}

/** The file formats prompts go out in and come in from (core/prompt-transfer.ts reads and writes them). */
export const EXPORT_FORMATS = ["json", "csv", "md", "prompt-yml", "prompts-chat"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const IMPORT_FORMATS = [...EXPORT_FORMATS, "open-webui", "librechat"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

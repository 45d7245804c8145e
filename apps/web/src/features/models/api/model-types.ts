/** The model-config shapes, named as this feature uses them (contracts: packages/contracts/src/models). */
export type { ModelConfig, ModelListQuery, ModelConfigBody as ModelBody, TtsVoiceListQuery as TtsVoiceQuery, TtsVoiceBody } from '@vox/contracts';
export type { TtsVoiceDetail as TtsVoice } from '@vox/contracts';

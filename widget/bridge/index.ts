// The frame side of the loader ↔ frame bridge (ARCHITECTURE.md §5, §6.3). The widget module
// loads this folder only inside the embed page (element/define.ts asks embed-origin.ts
// first), so pages that are not framed never download it.
export { startEmbedBridge } from './embed'
export {
  type FrameAuth,
  type FrameBridge,
  type FrameBridgeOptions,
  startFrameBridge,
} from './frame'

export { payloads, publish, REALTIME_CHANNEL, type Delivery, type RealtimeEvent } from './publish.js';
export { registerRealtime, WS_PATH, type ClientMessageHandler, type RealtimeHub, type RealtimeSession } from './hub.js';

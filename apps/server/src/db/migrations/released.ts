/**
 * Fingerprints of every released migration (migration-fingerprint.ts): a test fails when one changes, because
 * installs that already ran it would never see the change. Add a new migration instead, and its line here.
 */
export const RELEASED_MIGRATIONS: Readonly<Record<string, string>> = {
  '0001-accounts': '1bc571ab1ac76b61015dea01ef1a6140fe11e00ea7b9a1a57c6996f74b803325',
  '0002-system': 'cf1759d7915b33dc75d9a8576e012bee7b4e77cf3d329312b9a2f297a9c057a8',
  '0003-devices': '048e53e25005266a5fdaefdb79bdb42190af5c15cf3a555c4c44abf6c317e6aa',
  '0004-models': 'df4a653ff826e2ad8d8b3710587baf829caf97c363c2c6cb5291167385befe9e',
  '0005-agents': '1de58dc941550a3394487deb4efc4c097ab2e3e54f5e8c5ba2e6cccbd66535e7',
  '0006-chat-history': 'ac0f38d06ea4b9bc86944924cf5bfbd1c13cca527850fd3d10cce13cf08db8e8',
  '0007-list-indexes': '08d9777cf609642ed6e9a5d78a16624d9eea5833dbb4077fce00e58795596ae3',
  '0008-private-models-voice-tags': '9d3b9fa86885e04707e648ddb84daacfebb9821adf5fdef2fa6cbe277c645c93',
  '0009-firmware': '7b129be1adab330cc804ed96033e99c53bc71574663c1bc5dd239bb9897dd451',
  '0010-mcp': 'be03c62cfeda8ceedc1af322b9310eca1a03c9b259e828e88a3b444582a181f8',
  '0011-dict-data-order': '8f23a01b52e5e2eae1041f9a9a49edd82163a37cf7720bc97000806af3c817c8',
  '0012-admin-params': '6b5343067bf00e5a3fe00cf9dbe93f2a38a22c0d76b1a566450b0b643edba5ac',
  '0013-private-urls-remark': '55726af7cda6e9966b719a75d56eb9acf43cd2367afb5675818be77b2a350f8e',
  '0014-rate-limit-params': 'ca9a4a6ec04c169322b729bd4641e23ad1f215b3078f842325a516e7eed22c1d',
  '0015-device-client-id': 'b42d04f0fc1e48fee29bb8cee65333a3d86d7f67c56d363cba0af16756eeb27d',
  '0016-login-lockouts': '74f4291a46c027b1c8eb142d21344c4c66924f6e93effdc1b6f16920472c3656',
  '0017-chat-history-by-time': '744d78020ff39cf0b667a981a6a25a3f3542316ab0f79df2958e8decec762ee5',
  '0018-api-keys': '2593e77c25157f31990735400c3471a56ecec4ce0a2238f2e4bf1e5f3e512162',
  '0019-uploads': '0dfa7cef0a49ac97eda30d71605593b6a795087bef6127fab09f00825d605cd8',
  '0020-audit-log': 'e789902d20316390b6c3b9a7a399396d3865097d9dea0c183e21db774f83c488',
  '0021-open-api-params': 'e5f8c0391ca1f2d735bffb13f98a382875f07074c494b736c7dd08369d7d0817',
  '0022-jobs': 'b3e6ab2aceca7b893e5eed36637287d29cefdd9935ff3b70bc7884325de7c071',
  '0023-datasets': 'fe3c867fee3a1f20c5074365a5de13df582eca57164dfe6a4028fb0a9763b6ab',
  '0024-embedding-models': '5b610ee77d0c6dee77eeee5c7e22f6c0e5e9c66673fba8dd648e7ecbdbfa29d7',
  '0025-knowledge-retrieval': 'c6cb829710c0effa1e5587430e780be3c3038ac6f09a3ca299aa05782ec0c192',
  '0026-correct-words': '6d4fd6caef81a5371141c0f1bbc9cc87f8dedb439e9fae0a6d079f1190c94b76',
  '0027-chat-titles': 'e0891b42d045229505c02ae5ea27ad5d478f1803b4eb09ac0862d564b6db9778',
  '0028-agent-tags-snapshots': 'bcc57edd24dba3b0d3eb6f25c2f4945e53130c235de78e1d176f54fd6362df2d',
};

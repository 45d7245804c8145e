// Frozen with migration 0002: it inserts these rows once. Changing reference data takes a new migration, never an edit here.
import type { Kysely } from 'kysely';
import type { SysDictDataTable, SysDictTypeTable } from '../../../database.ts';
import { newId } from '../../support/ids.ts';

type Entry = readonly [value: string, label: string];

/** Upstream's seeded dictionaries, in upstream's sort order. */
export const MOBILE_AREAS: readonly Entry[] = [
  ['+86', '中国大陆'], ['+852', '中国香港'], ['+853', '中国澳门'], ['+886', '中国台湾'],
  ['+1', '美国/加拿大'], ['+44', '英国'], ['+33', '法国'], ['+39', '意大利'], ['+49', '德国'],
  ['+48', '波兰'], ['+41', '瑞士'], ['+34', '西班牙'], ['+45', '丹麦'], ['+60', '马来西亚'],
  ['+61', '澳大利亚'], ['+62', '印度尼西亚'], ['+63', '菲律宾'], ['+64', '新西兰'], ['+65', '新加坡'],
  ['+66', '泰国'], ['+81', '日本'], ['+82', '韩国'], ['+84', '越南'], ['+91', '印度'],
  ['+92', '巴基斯坦'], ['+234', '尼日利亚'], ['+880', '孟加拉国'], ['+966', '沙特阿拉伯'],
  ['+971', '阿联酋'], ['+55', '巴西'], ['+52', '墨西哥'], ['+56', '智利'], ['+54', '阿根廷'],
  ['+20', '埃及'], ['+27', '南非'], ['+254', '肯尼亚'], ['+255', '坦桑尼亚'], ['+7', '俄罗斯'],
];

/** Upstream's board types; labels are upstream's readable board names. */
export const FIRMWARE_TYPES: readonly Entry[] = [
  ['bread-compact-wifi', '面包板新版接线（WiFi）'],
  ['bread-compact-wifi-lcd', '面包板新版接线（WiFi）+ LCD'],
  ['bread-compact-ml307', '面包板新版接线（ML307 AT）'],
  ['bread-compact-esp32', '面包板（WiFi） ESP32 DevKit'],
  ['bread-compact-esp32-lcd', '面包板（WiFi+ LCD） ESP32 DevKit'],
  ['df-k10', 'DFRobot 行空板 k10'],
  ['esp32-cgc', 'ESP32 CGC'],
  ['esp-box-3', 'ESP BOX 3'],
  ['esp-box', 'ESP BOX'],
  ['esp-box-lite', 'ESP BOX Lite'],
  ['kevin-box-1', 'Kevin Box 1'],
  ['kevin-box-2', 'Kevin Box 2'],
  ['kevin-c3', 'Kevin C3'],
  ['kevin-sp-v3-dev', 'Kevin SP V3开发板'],
  ['kevin-sp-v4-dev', 'Kevin SP V4开发板'],
  ['kevin-yuying-313lcd', '鱼鹰科技3.13LCD开发板'],
  ['lichuang-dev', '立创·实战派ESP32-S3开发板'],
  ['lichuang-c3-dev', '立创·实战派ESP32-C3开发板'],
  ['magiclick-2p4', '神奇按钮 Magiclick_2.4'],
  ['magiclick-2p5', '神奇按钮 Magiclick_2.5'],
  ['magiclick-c3', '神奇按钮 Magiclick_C3'],
  ['magiclick-c3-v2', '神奇按钮 Magiclick_C3_v2'],
  ['m5stack-core-s3', 'M5Stack CoreS3'],
  ['atoms3-echo-base', 'AtomS3 + Echo Base'],
  ['atoms3r-echo-base', 'AtomS3R + Echo Base'],
  ['atoms3r-cam-m12-echo-base', 'AtomS3R CAM/M12 + Echo Base'],
  ['atommatrix-echo-base', 'AtomMatrix + Echo Base'],
  ['xmini-c3', '虾哥 Mini C3'],
  ['esp32s3-korvo2-v3', 'ESP32S3_KORVO2_V3开发板'],
  ['esp-sparkbot', 'ESP-SparkBot开发板'],
  ['esp-spot-s3', 'ESP-Spot-S3'],
  ['esp32-s3-touch-amoled-1.8', 'Waveshare ESP32-S3-Touch-AMOLED-1.8'],
  ['esp32-s3-touch-lcd-1.85c', 'Waveshare ESP32-S3-Touch-LCD-1.85C'],
  ['esp32-s3-touch-lcd-1.85', 'Waveshare ESP32-S3-Touch-LCD-1.85'],
  ['esp32-s3-touch-lcd-1.46', 'Waveshare ESP32-S3-Touch-LCD-1.46'],
  ['esp32-s3-touch-lcd-3.5', 'Waveshare ESP32-S3-Touch-LCD-3.5'],
  ['tudouzi', '土豆子'],
  ['lilygo-t-circle-s3', 'LILYGO T-Circle-S3'],
  ['lilygo-t-cameraplus-s3', 'LILYGO T-CameraPlus-S3'],
  ['movecall-moji-esp32s3', 'Movecall Moji 小智AI衍生版'],
  ['movecall-cuican-esp32s3', 'Movecall CuiCan 璀璨·AI吊坠'],
  ['atk-dnesp32s3', '正点原子DNESP32S3开发板'],
  ['atk-dnesp32s3-box', '正点原子DNESP32S3-BOX'],
  ['du-chatx', '嘟嘟开发板CHATX(wifi)'],
  ['taiji-pi-s3', '太极小派esp32s3'],
  ['xingzhi-cube-0.85tft-wifi', '无名科技星智0.85(WIFI)'],
  ['xingzhi-cube-0.85tft-ml307', '无名科技星智0.85(ML307)'],
  ['xingzhi-cube-0.96oled-wifi', '无名科技星智0.96(WIFI)'],
  ['xingzhi-cube-0.96oled-ml307', '无名科技星智0.96(ML307)'],
  ['xingzhi-cube-1.54tft-wifi', '无名科技星智1.54(WIFI)'],
  ['xingzhi-cube-1.54tft-ml307', '无名科技星智1.54(ML307)'],
  ['sensecap-watcher', 'SenseCAP Watcher'],
  ['doit-s3-aibox', '四博智联AI陪伴盒子'],
  ['mixgo-nova', '元控·青春'],
];

const DICTIONARIES = [
  { type: 'FIRMWARE_TYPE', name: '固件类型', remark: '固件类型字典', entries: FIRMWARE_TYPES },
  { type: 'MOBILE_AREA', name: '手机区号', remark: '手机区号字典', entries: MOBILE_AREAS },
] as const;

export async function seedDictionaries(db: Kysely<unknown>): Promise<void> {
  const typed = db.withTables<{ sys_dict_type: SysDictTypeTable; sys_dict_data: SysDictDataTable }>();
  const now = new Date().toISOString();
  for (const [index, dict] of DICTIONARIES.entries()) {
    const typeId = newId();
    await typed
      .insertInto('sys_dict_type')
      .values({ id: typeId, dict_type: dict.type, dict_name: dict.name, remark: dict.remark, sort: index, created_at: now, updated_at: now })
      .execute();
    const rows: SysDictDataTable[] = dict.entries.map(([value, label], sort) => ({
      id: newId(),
      dict_type_id: typeId,
      dict_label: label,
      dict_value: value,
      remark: label,
      sort: sort + 1,
      created_at: now,
      updated_at: now,
    }));
    await typed.insertInto('sys_dict_data').values(rows).execute();
  }
}

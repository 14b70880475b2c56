// The icon set: every SVG of shared-ui/assets/icons, inlined at build time (`?raw`).
// Adding a file there? Add it here too; test/icon.test.tsx fails until the two lists agree.
import accidentRecovery from '../../../assets/icons/accident-recovery.svg?raw';
import alertTriangle from '../../../assets/icons/alert-triangle.svg?raw';
import ambulance from '../../../assets/icons/ambulance.svg?raw';
import battery from '../../../assets/icons/battery.svg?raw';
import batteryJumpStart from '../../../assets/icons/battery-jump-start.svg?raw';
import bell from '../../../assets/icons/bell.svg?raw';
import breakdownRecovery from '../../../assets/icons/breakdown-recovery.svg?raw';
import calendar from '../../../assets/icons/calendar.svg?raw';
import car from '../../../assets/icons/car.svg?raw';
import carRecovery from '../../../assets/icons/car-recovery.svg?raw';
import carTowing from '../../../assets/icons/car-towing.svg?raw';
import check from '../../../assets/icons/check.svg?raw';
import chevronDown from '../../../assets/icons/chevron-down.svg?raw';
import clock from '../../../assets/icons/clock.svg?raw';
import close from '../../../assets/icons/close.svg?raw';
import dashboard from '../../../assets/icons/dashboard.svg?raw';
import edit from '../../../assets/icons/edit.svg?raw';
import eye from '../../../assets/icons/eye.svg?raw';
import eyeOff from '../../../assets/icons/eye-off.svg?raw';
import fuel from '../../../assets/icons/fuel.svg?raw';
import fuelDelivery from '../../../assets/icons/fuel-delivery.svg?raw';
import image from '../../../assets/icons/image.svg?raw';
import info from '../../../assets/icons/info.svg?raw';
import location from '../../../assets/icons/location.svg?raw';
import logout from '../../../assets/icons/logout.svg?raw';
import mail from '../../../assets/icons/mail.svg?raw';
import mapPin from '../../../assets/icons/map-pin.svg?raw';
import menu from '../../../assets/icons/menu.svg?raw';
import message from '../../../assets/icons/message.svg?raw';
import phone from '../../../assets/icons/phone.svg?raw';
import plus from '../../../assets/icons/plus.svg?raw';
import recovery from '../../../assets/icons/recovery.svg?raw';
import recoveryTruck from '../../../assets/icons/recovery-truck.svg?raw';
import search from '../../../assets/icons/search.svg?raw';
import settingsSeo from '../../../assets/icons/settings-seo.svg?raw';
import shield from '../../../assets/icons/shield.svg?raw';
import star from '../../../assets/icons/star.svg?raw';
import tag from '../../../assets/icons/tag.svg?raw';
import tools from '../../../assets/icons/tools.svg?raw';
import towingService from '../../../assets/icons/towing-service.svg?raw';
import trash from '../../../assets/icons/trash.svg?raw';
import truck from '../../../assets/icons/truck.svg?raw';
import user from '../../../assets/icons/user.svg?raw';
import van from '../../../assets/icons/van.svg?raw';
import vanRecovery from '../../../assets/icons/van-recovery.svg?raw';
import vehicleRecovery from '../../../assets/icons/vehicle-recovery.svg?raw';
import whatsappChat from '../../../assets/icons/whatsapp-chat.svg?raw';
import wrench from '../../../assets/icons/wrench.svg?raw';

export const icons = {
  'accident-recovery': accidentRecovery,
  'alert-triangle': alertTriangle,
  ambulance,
  'battery-jump-start': batteryJumpStart,
  battery,
  bell,
  'breakdown-recovery': breakdownRecovery,
  calendar,
  'car-recovery': carRecovery,
  'car-towing': carTowing,
  car,
  check,
  'chevron-down': chevronDown,
  clock,
  close,
  dashboard,
  edit,
  'eye-off': eyeOff,
  eye,
  'fuel-delivery': fuelDelivery,
  fuel,
  image,
  info,
  location,
  logout,
  mail,
  'map-pin': mapPin,
  menu,
  message,
  phone,
  plus,
  'recovery-truck': recoveryTruck,
  recovery,
  search,
  'settings-seo': settingsSeo,
  shield,
  star,
  tag,
  tools,
  'towing-service': towingService,
  trash,
  truck,
  user,
  'van-recovery': vanRecovery,
  van,
  'vehicle-recovery': vehicleRecovery,
  'whatsapp-chat': whatsappChat,
  wrench,
} as const satisfies Record<string, string>;

/** The name of one icon: the file name in assets/icons without `.svg`. */
export type IconName = keyof typeof icons;

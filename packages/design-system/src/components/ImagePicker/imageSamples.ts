// Images for the stories: a small real png, and files of any size and kind.

/** A 64 × 40 landscape. */
export const landscapePng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAABMElEQVR42u3P7UeDURgG8OsvmWQyyUySZDKTyWSSJA8REREjIiJixCxijIiISKvVXnp/X7X2N/VpH/ZlPGf3OXk8u3dz+H0817mvCwGnKRoGln9Fw+BKQzQEV39Ew9Dat2gIrX/1g79m1M0kiOGNOjtl+zZtFiPpT15E+zY6jvDmBy/tADqOyNY7L+0AOo7R7Tde2gF0HGM7r7y0A+g4xndfeGkH0HFM7D3z0g6g45jMPLEj2muziO4/9gNle5MgprIPoiF2cC8a4od3omE6fysaEoWaaJg5qoqG5HFFNMyelEVD6vRGNMydXYuG+fNSb4RyCXPm32KheOWrf/VWov/HYunSD957uykPofPFUrnokR+93TovQvnCqV2Y603pbsB73g6wA+wAO8AOsAO8aQEckIbC0XsIAgAAAABJRU5ErkJggg==';

/** The sample as the file a user would pick. */
export function landscapeFile(name = 'landscape.png') {
  const bytes = Uint8Array.from(atob(landscapePng.split(',')[1]!), (character) => character.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/** A file of the given kind and size (its bytes are not a real image). */
export const fileOf = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

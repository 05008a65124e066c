/** A real Norwegian place for a demo location; `client` is the index of its demo client, null for none. */
export interface DemoSite {
  name: string;
  street: string;
  postCode: string;
  postName: string;
  municipality: string;
  latitude: number;
  longitude: number;
  client: 0 | 1 | 2 | null;
}

export const demoSites: DemoSite[] = [
  { name: 'Oslo S Sykkelhotell', street: 'Jernbanetorget 1', postCode: '0154', postName: 'Oslo', municipality: 'Oslo', latitude: 59.9111, longitude: 10.7528, client: 0 },
  { name: 'Aker Brygge Sykkelskap', street: 'Stranden 1', postCode: '0250', postName: 'Oslo', municipality: 'Oslo', latitude: 59.9099, longitude: 10.7269, client: 0 },
  { name: 'Grünerløkka Sykkelskap', street: 'Thorvald Meyers gate 49', postCode: '0555', postName: 'Oslo', municipality: 'Oslo', latitude: 59.9226, longitude: 10.7589, client: 0 },
  { name: 'Majorstuen Sykkelhotell', street: 'Kirkeveien 64', postCode: '0364', postName: 'Oslo', municipality: 'Oslo', latitude: 59.9297, longitude: 10.7146, client: 0 },
  { name: 'Nydalen Sykkelskap', street: 'Nydalsveien 33', postCode: '0484', postName: 'Oslo', municipality: 'Oslo', latitude: 59.9497, longitude: 10.7651, client: 0 },
  { name: 'Bjørvika Sykkelhotell', street: 'Kirsten Flagstads plass 1', postCode: '0150', postName: 'Oslo', municipality: 'Oslo', latitude: 59.9075, longitude: 10.7531, client: 0 },
  { name: 'Helsfyr Sykkelskap', street: 'Strømsveien 102', postCode: '0663', postName: 'Oslo', municipality: 'Oslo', latitude: 59.9123, longitude: 10.8006, client: null },
  { name: 'Bergen stasjon Sykkelhotell', street: 'Strømgaten 4', postCode: '5015', postName: 'Bergen', municipality: 'Bergen', latitude: 60.3903, longitude: 5.333, client: 1 },
  { name: 'Bryggen Sykkelskap', street: 'Bryggen 45', postCode: '5003', postName: 'Bergen', municipality: 'Bergen', latitude: 60.3973, longitude: 5.3245, client: 1 },
  { name: 'Møhlenpris Sykkelskap', street: 'Allégaten 41', postCode: '5007', postName: 'Bergen', municipality: 'Bergen', latitude: 60.3831, longitude: 5.3226, client: 1 },
  { name: 'Bergen busstasjon Sykkelhotell', street: 'Vestre Strømkaien 8', postCode: '5008', postName: 'Bergen', municipality: 'Bergen', latitude: 60.3892, longitude: 5.335, client: 1 },
  { name: 'Trondheim S Sykkelhotell', street: 'Fosenkaia 1', postCode: '7010', postName: 'Trondheim', municipality: 'Trondheim', latitude: 63.4369, longitude: 10.399, client: 2 },
  { name: 'Gløshaugen Sykkelskap', street: 'Høgskoleringen 1', postCode: '7034', postName: 'Trondheim', municipality: 'Trondheim', latitude: 63.4186, longitude: 10.4026, client: 2 },
  { name: 'Solsiden Sykkelskap', street: 'Beddingen 10', postCode: '7042', postName: 'Trondheim', municipality: 'Trondheim', latitude: 63.4343, longitude: 10.4138, client: 2 },
  { name: 'Stavanger stasjon Sykkelhotell', street: 'Jernbaneveien 3', postCode: '4005', postName: 'Stavanger', municipality: 'Stavanger', latitude: 58.9661, longitude: 5.7329, client: 1 },
  { name: 'Stavanger konserthus Sykkelskap', street: 'Sandvigå 1', postCode: '4007', postName: 'Stavanger', municipality: 'Stavanger', latitude: 58.9747, longitude: 5.7287, client: 1 },
  { name: 'Tromsø sentrum Sykkelskap', street: 'Storgata 65', postCode: '9008', postName: 'Tromsø', municipality: 'Tromsø', latitude: 69.6488, longitude: 18.9555, client: 2 },
  { name: 'UiT Breivika Sykkelhotell', street: 'Hansine Hansens veg 18', postCode: '9019', postName: 'Tromsø', municipality: 'Tromsø', latitude: 69.6815, longitude: 18.976, client: 2 },
  { name: 'Drammen stasjon Sykkelhotell', street: 'Strømsø torg 1', postCode: '3044', postName: 'Drammen', municipality: 'Drammen', latitude: 59.7404, longitude: 10.2035, client: 0 },
  { name: 'Bragernes torg Sykkelskap', street: 'Bragernes torg 2', postCode: '3017', postName: 'Drammen', municipality: 'Drammen', latitude: 59.744, longitude: 10.2045, client: 0 },
  { name: 'Kristiansand stasjon Sykkelhotell', street: 'Vestre Strandgate 41', postCode: '4611', postName: 'Kristiansand', municipality: 'Kristiansand', latitude: 58.1453, longitude: 7.9889, client: null },
  { name: 'Markens Sykkelskap', street: 'Markens gate 10', postCode: '4611', postName: 'Kristiansand', municipality: 'Kristiansand', latitude: 58.1441, longitude: 7.9948, client: null },
  { name: 'Lillestrøm stasjon Sykkelhotell', street: 'Jonas Lies gate 1', postCode: '2000', postName: 'Lillestrøm', municipality: 'Lillestrøm', latitude: 59.9553, longitude: 11.0497, client: 0 },
  { name: 'Lillestrøm torv Sykkelskap', street: 'Torvet 5', postCode: '2000', postName: 'Lillestrøm', municipality: 'Lillestrøm', latitude: 59.9558, longitude: 11.0472, client: 0 },
  { name: 'Sandvika stasjon Sykkelhotell', street: 'Jongsåsveien 1', postCode: '1338', postName: 'Sandvika', municipality: 'Bærum', latitude: 59.8885, longitude: 10.524, client: 0 },
];

import type { CatalogoFornecedor, Familia } from './types.ts';

/*
 * Atacado Mar Azul: wholesale for bakeries and restaurants. Keep the word "açúcar" out of this
 * catalog (the catalog API tests expect 'Açúcar Cristal Caravelas 5 kg' as the only hit).
 */

const FARINHAS: Familia[] = [
  {
    cat: 'Farinhas e Fermentos',
    t: 'Farinha de Trigo {v} {m} 25 kg',
    m: ['Dona Benta', 'Anaconda', 'Bunge Suprema', 'Renata'],
    u: 'sc',
    d: 'Saco de 25 kg para panificação, alto rendimento de massa.',
    v: [
      ['Tipo 1', 11490],
      ['Especial', 12990],
      ['Integral', 13990],
    ],
  },
  {
    cat: 'Farinhas e Fermentos',
    t: 'Farinha de Trigo Tipo 1 {m} 5 kg',
    m: ['Dona Benta', 'Anaconda', 'Renata', 'Venturelli'],
    v: [['', 2690]],
    d: 'Farinha de trigo enriquecida com ferro e ácido fólico.',
  },
  {
    cat: 'Farinhas e Fermentos',
    t: 'Fermento Biológico {v} {m} 500 g',
    m: ['Fleischmann', 'Itaiquara', 'Saf-Instant', 'Dr. Oetker'],
    d: 'Fermento para pães de sal e doces, ação rápida.',
    v: [
      ['Seco', 2290],
      ['Fresco', 990],
    ],
  },
  {
    cat: 'Farinhas e Fermentos',
    t: 'Fermento em Pó Químico {m} {v}',
    m: ['Royal', 'Dr. Oetker', 'Fleischmann'],
    d: 'Para bolos altos e fofinhos.',
    v: [
      ['250 g', 899],
      ['1 kg', 2990],
    ],
  },
  {
    cat: 'Farinhas e Fermentos',
    t: 'Melhorador de Farinha {m} {v}',
    m: ['Fleischmann', 'Emulzint'],
    d: 'Melhora o volume e a crocância do pão francês.',
    v: [
      ['300 g', 1590],
      ['5 kg', 14990],
    ],
  },
  {
    cat: 'Farinhas e Fermentos',
    t: '{v} {m} 1 kg',
    m: ['Yoki', 'Sinhá', 'Kodilar'],
    d: 'Ingrediente básico da confeitaria e da cozinha.',
    v: [
      ['Fubá Mimoso', 499],
      ['Amido de Milho', 899],
      ['Polvilho Azedo', 1090],
      ['Polvilho Doce', 990],
      ['Farinha de Rosca', 890],
    ],
  },
  {
    cat: 'Farinhas e Fermentos',
    t: 'Pré-Mistura para {v} {m}',
    m: ['Dona Benta', 'Fleischmann'],
    u: 'sc',
    d: 'Mistura pronta: só adicionar água e fermento.',
    v: [
      ['Pão Francês 25 kg', 13990],
      ['Pão de Queijo 5 kg', 8990],
      ['Bolo de Baunilha 5 kg', 7490],
    ],
  },
];

const ADOCANTES: Familia[] = [
  {
    cat: 'Açúcares e Adoçantes',
    t: 'Adoçante Líquido {m} {v}',
    m: ['Zero-Cal', 'Linea', 'Finn', 'Adocyl'],
    d: 'Adoçante de mesa para bebidas quentes e frias.',
    v: [
      ['Sucralose 75 ml', 1290],
      ['Stevia 80 ml', 1490],
      ['Ciclamato 100 ml', 599],
    ],
  },
  {
    cat: 'Açúcares e Adoçantes',
    t: 'Adoçante em Sachê {m} Caixa com 1000',
    m: ['Zero-Cal', 'Linea', 'Finn'],
    cx: 1,
    v: [['', 6990]],
    d: 'Sachês individuais para balcões e restaurantes.',
  },
  {
    cat: 'Açúcares e Adoçantes',
    t: 'Glucose de Milho {m} {v}',
    m: ['Karo', 'Arcolor'],
    d: 'Dá brilho e maciez a caldas e confeitos.',
    v: [
      ['350 g', 1190],
      ['5 kg', 9990],
    ],
  },
  {
    cat: 'Açúcares e Adoçantes',
    t: 'Mel Puro {m} {v}',
    m: ['Baldoni', 'Minamel', 'Apis Flora'],
    d: 'Mel de abelhas puro, inspecionado pelo SIF.',
    v: [
      ['1 kg', 3990],
      ['Sachê 5 g Caixa com 200', 7990],
    ],
  },
  {
    cat: 'Açúcares e Adoçantes',
    t: '{v} {m}',
    m: ['Arcolor', 'Mix'],
    d: 'Para coberturas, recheios e modelagem na confeitaria.',
    v: [
      ['Pasta Americana Branca 800 g', 2490],
      ['Fondant Branco 1 kg', 2290],
      ['Glacê Real Pronto 500 g', 1490],
    ],
  },
  {
    cat: 'Açúcares e Adoçantes',
    t: '{v} {m} 1 kg',
    m: ['Linea', 'Lowçucar'],
    d: 'Substituto calórico zero para receitas de forno.',
    v: [
      ['Xilitol', 6990],
      ['Eritritol', 5990],
      ['Culinário Forno e Fogão', 4990],
    ],
  },
  {
    cat: 'Açúcares e Adoçantes',
    t: '{v} {m}',
    m: ['Guarani', 'Native'],
    d: 'Derivado de cana, sabor marcante.',
    v: [
      ['Melado de Cana 500 g', 1290],
      ['Rapadura Tablete 500 g', 899],
      ['Xarope de Cana Orgânico 1 l', 2490],
    ],
  },
  {
    cat: 'Açúcares e Adoçantes',
    t: 'Xarope para Drinks {m} {v} 700 ml',
    m: ['Monin', 'DaVinci'],
    d: 'Xarope concentrado para drinks e sobremesas.',
    v: [
      ['Baunilha', 4990],
      ['Caramelo', 4990],
      ['Avelã', 4990],
    ],
  },
];

const LATICINIOS: Familia[] = [
  {
    cat: 'Laticínios',
    t: 'Leite UHT {v} {m} 1 l Caixa com 12',
    m: ['Piracanjuba', 'Italac', 'Parmalat', 'Tirol'],
    cx: 12,
    d: 'Caixa fechada de leite longa vida para produção.',
    v: [
      ['Integral', 5990],
      ['Desnatado', 6190],
    ],
  },
  {
    cat: 'Laticínios',
    t: 'Leite em Pó Integral {m} {v}',
    m: ['Ninho', 'Itambé', 'Piracanjuba'],
    d: 'Leite em pó instantâneo para confeitaria.',
    v: [
      ['400 g', 1990],
      ['Pacote 25 kg', 59990],
    ],
  },
  {
    cat: 'Laticínios',
    t: 'Leite Condensado {m} {v}',
    m: ['Moça', 'Italac', 'Piracanjuba', 'Triângulo Mineiro'],
    d: 'Rende brigadeiros, pudins e recheios de qualidade.',
    v: [
      ['395 g', 649],
      ['Bag 2,5 kg', 3990],
    ],
  },
  {
    cat: 'Laticínios',
    t: 'Creme de Leite {m} {v}',
    m: ['Nestlé', 'Italac', 'Piracanjuba'],
    d: 'Creme de leite para molhos, mousses e ganaches.',
    v: [
      ['UHT 1 l', 2190],
      ['Lata 300 g', 599],
    ],
  },
  {
    cat: 'Laticínios',
    t: 'Manteiga {v} {m}',
    m: ['Aviação', 'Itambé', 'Tirolez'],
    d: 'Manteiga para laminação e massas folhadas.',
    v: [
      ['sem Sal 5 kg', 22990],
      ['com Sal 500 g', 2990],
    ],
  },
  {
    cat: 'Laticínios',
    t: 'Queijo Muçarela {m} Peça',
    m: ['Tirolez', 'Scala', 'Quatá', 'Polenghi'],
    kg: true,
    min: 2000,
    v: [['', 3490]],
    d: 'Peça de cerca de 4 kg, ideal para pizzarias e lanchonetes.',
  },
  {
    cat: 'Laticínios',
    t: 'Requeijão Culinário {m} 1,8 kg',
    m: ['Catupiry', 'Scala', 'Vigor'],
    v: [['', 4990]],
    d: 'Bisnaga culinária, não escorre no forno.',
  },
  {
    cat: 'Laticínios',
    t: 'Chantilly {m} 1 l',
    m: ['Amélia', 'Vigor', 'Fleischmann'],
    v: [['', 2490]],
    d: 'Chantilly vegetal, ótima estabilidade na batedeira.',
  },
  {
    cat: 'Laticínios',
    t: 'Queijo Parmesão Ralado {m} 1 kg',
    m: ['Faixa Azul', 'Vigor', 'Tirolez'],
    v: [['', 7990]],
    d: 'Ralado fino, curado por 6 meses.',
  },
];

const EMBALAGENS: Familia[] = [
  {
    cat: 'Embalagens',
    t: 'Caixa para Pizza {v} com 25',
    m: ['Embalagens Mar Azul'],
    d: 'Papelão ondulado, mantém a pizza quente e crocante.',
    v: [
      ['Oitavada 35 cm', 4990],
      ['Oitavada 40 cm', 5690],
      ['Brotinho 25 cm', 3490],
    ],
  },
  {
    cat: 'Embalagens',
    t: 'Saco de Papel para Pão {v} com 500',
    m: ['Cart Brasil', 'Ecopapel'],
    d: 'Papel kraft pardo, próprio para alimentos.',
    v: [
      ['1 kg', 5990],
      ['2 kg', 7490],
      ['5 kg', 10990],
    ],
  },
  {
    cat: 'Embalagens',
    t: 'Pote Plástico com Tampa {m} {v} com 100',
    m: ['Galvanotek', 'Prafesta'],
    d: 'Pote transparente para doces, saladas e porções.',
    v: [
      ['100 ml', 2990],
      ['250 ml', 3990],
      ['500 ml', 5490],
    ],
  },
  {
    cat: 'Embalagens',
    t: 'Embalagem para Bolo {m} {v} com 10',
    m: ['Galvanotek', 'Prafesta'],
    d: 'Base e tampa de cristal para exposição na vitrine.',
    v: [
      ['Redonda 20 cm', 3490],
      ['Quadrada 25 cm', 4290],
      ['Fatia Individual', 1990],
    ],
  },
  {
    cat: 'Embalagens',
    t: 'Marmitex de Alumínio {m} {v} com 100',
    m: ['Wyda', 'Thermoprat'],
    d: 'Com tampa, vai ao forno e ao freezer.',
    v: [
      ['nº 7 750 ml', 8990],
      ['nº 8 1 l', 9990],
      ['nº 9 1,3 l', 11490],
    ],
  },
  {
    cat: 'Embalagens',
    t: 'Sacola Kraft com Alça {v} com 50',
    m: ['Ecopapel', 'Cart Brasil'],
    d: 'Sacola reciclável e resistente para delivery.',
    v: [
      ['Pequena', 4490],
      ['Média', 5490],
      ['Grande', 6990],
    ],
  },
  {
    cat: 'Embalagens',
    t: '{v} {m}',
    m: ['Wyda', 'Rolopac'],
    d: 'Rolo para cozinha profissional.',
    v: [
      ['Papel Manteiga 30 cm × 7,5 m', 699],
      ['Filme PVC 28 cm × 300 m', 4290],
      ['Papel Alumínio 45 cm × 7,5 m', 1290],
    ],
  },
];

const DESCARTAVEIS: Familia[] = [
  {
    cat: 'Descartáveis',
    t: 'Copo Descartável {m} {v} com 100',
    m: ['Copobras', 'Cristalcopo', 'Totalplast'],
    d: 'Copo plástico resistente, atende à norma ABNT.',
    v: [
      ['180 ml', 699],
      ['200 ml', 749],
      ['300 ml', 1190],
      ['50 ml', 399],
    ],
  },
  {
    cat: 'Descartáveis',
    t: 'Copo Descartável {m} 200 ml Caixa com 2500',
    m: ['Copobras', 'Cristalcopo'],
    cx: 25,
    v: [['', 15990]],
    d: 'Caixa com 25 pacotes de 100 copos.',
  },
  {
    cat: 'Descartáveis',
    t: '{v} {m} com 50',
    m: ['Prafesta', 'Copobras'],
    d: 'Descartável para festas, buffets e delivery.',
    v: [
      ['Prato Raso 21 cm', 1190],
      ['Garfo Refeição', 899],
      ['Faca Refeição', 899],
      ['Colher Sobremesa', 699],
    ],
  },
  {
    cat: 'Descartáveis',
    t: 'Guardanapo de Papel {m} {v}',
    m: ['Santepel', 'Snob', 'Mili'],
    d: 'Folha macia e absorvente.',
    v: [
      ['22 × 20 cm com 50', 299],
      ['Dispenser 14 × 14 cm com 2000', 2490],
    ],
  },
  {
    cat: 'Descartáveis',
    t: 'Luva Descartável {m} {v} com 100',
    m: ['Descarpack', 'Supermax'],
    d: 'Para manipulação de alimentos, sem pó.',
    v: [
      ['Vinil P', 2990],
      ['Vinil M', 2990],
      ['Nitrílica M', 4490],
    ],
  },
  {
    cat: 'Descartáveis',
    t: '{v} {m}',
    m: ['Descarpack', 'Strawplast'],
    d: 'Descartável de uso único para a cozinha profissional.',
    v: [
      ['Touca Sanfonada com 100', 1690],
      ['Canudo de Papel com 100', 1490],
      ['Palito de Dente com 2000', 790],
    ],
  },
];

const FARDOS: Familia[] = [
  {
    cat: 'Bebidas em Fardo',
    t: 'Refrigerante {m} {v}',
    m: ['Coca-Cola', 'Guaraná Antarctica', 'Fanta Laranja', 'Sprite', 'Pepsi'],
    u: 'fd',
    cx: 6,
    d: 'Fardo fechado para revenda.',
    v: [['2 l Fardo com 6', 5490]],
  },
  {
    cat: 'Bebidas em Fardo',
    t: 'Refrigerante {m} Lata 350 ml Fardo com 12',
    m: ['Coca-Cola', 'Guaraná Antarctica', 'Fanta Laranja', 'Sprite', 'Pepsi'],
    u: 'fd',
    cx: 12,
    v: [['', 3990]],
    d: 'Fardo fechado para revenda.',
  },
  {
    cat: 'Bebidas em Fardo',
    t: 'Água Mineral {v} {m} Fardo com 12',
    m: ['Crystal', 'Minalba', 'Bonafont', 'São Lourenço'],
    u: 'fd',
    cx: 12,
    d: 'Fardo de água mineral natural.',
    v: [
      ['sem Gás 500 ml', 1990],
      ['com Gás 500 ml', 2290],
      ['sem Gás 1,5 l', 2690],
    ],
  },
  {
    cat: 'Bebidas em Fardo',
    t: 'Cerveja {m} Lata 350 ml Fardo com 12',
    m: ['Brahma', 'Skol', 'Antarctica', 'Heineken', 'Amstel'],
    u: 'fd',
    cx: 12,
    v: [['', 4490]],
    d: 'Fardo fechado. Venda proibida para menores de 18 anos.',
  },
  {
    cat: 'Bebidas em Fardo',
    t: 'Suco {m} {v} 1 l Caixa com 12',
    m: ['Del Valle', 'Maguary', 'Tial'],
    cx: 12,
    d: 'Néctar pronto para servir.',
    v: [
      ['Uva', 8990],
      ['Pêssego', 8990],
      ['Laranja', 8990],
    ],
  },
  {
    cat: 'Bebidas em Fardo',
    t: 'Energético {m} 250 ml Fardo com 24',
    m: ['Red Bull', 'Monster', 'TNT'],
    u: 'fd',
    cx: 24,
    v: [['', 17990]],
    d: 'Fardo fechado para revenda.',
  },
];

const OLEOS: Familia[] = [
  {
    cat: 'Óleos e Gorduras',
    t: 'Óleo de Soja {m} 900 ml Caixa com 20',
    m: ['Soya', 'Liza', 'Concórdia', 'Cocamar'],
    cx: 20,
    v: [['', 14990]],
    d: 'Caixa fechada para frituras em volume.',
  },
  {
    cat: 'Óleos e Gorduras',
    t: '{v} {m}',
    m: ['Liza', 'Salada', 'Cocamar'],
    d: 'Óleo vegetal para cozinha profissional.',
    v: [
      ['Óleo de Girassol 900 ml', 1190],
      ['Óleo de Canola 900 ml', 1090],
      ['Óleo Composto 5 l', 4990],
    ],
  },
  {
    cat: 'Óleos e Gorduras',
    t: 'Gordura Vegetal {m} {v}',
    m: ['Primor', 'Cukin', 'Bunge Pro'],
    d: 'Gordura hidrogenada para massas e frituras.',
    v: [
      ['Balde 15 kg', 18990],
      ['Caixa 500 g', 1290],
    ],
  },
  {
    cat: 'Óleos e Gorduras',
    t: 'Margarina {m} {v}',
    m: ['Qualy', 'Delícia', 'Primor', 'Doriana'],
    d: 'Margarina com sal para cozinha e panificação.',
    v: [
      ['500 g', 899],
      ['Balde 15 kg', 15990],
    ],
  },
  {
    cat: 'Óleos e Gorduras',
    t: 'Azeite de Oliva {m} {v}',
    m: ['Gallo', 'Andorinha', 'Borges'],
    d: 'Azeite para cozinha profissional.',
    v: [
      ['Extravirgem 5 l', 24990],
      ['Composto 5 l', 8990],
    ],
  },
  {
    cat: 'Óleos e Gorduras',
    t: 'Banha Suína {m} 1 kg',
    m: ['Sadia', 'Frimesa'],
    v: [['', 1490]],
    d: 'Banha refinada para massas folhadas e frituras.',
  },
];

const CHOCOLATES: Familia[] = [
  {
    cat: 'Chocolates e Coberturas',
    t: 'Cobertura Fracionada {m} {v} 2,1 kg',
    m: ['Harald Top', 'Mavalério', 'Sicao'],
    d: 'Dispensa temperagem, ideal para banhos e bombons.',
    v: [
      ['Ao Leite', 5990],
      ['Meio Amargo', 5990],
      ['Branca', 6290],
    ],
  },
  {
    cat: 'Chocolates e Coberturas',
    t: 'Chocolate Nobre {m} {v} 1 kg',
    m: ['Callebaut', 'Harald Melken', 'Sicao Gold'],
    emb: 490,
    d: 'Chocolate nobre que exige temperagem, brilho e snap perfeitos.',
    v: [
      ['Ao Leite 33%', 8990],
      ['Amargo 54%', 9490],
      ['Branco 28%', 9290],
    ],
  },
  {
    cat: 'Chocolates e Coberturas',
    t: 'Chocolate em Pó {v} {m} 1 kg',
    m: ['Garoto', 'Mavalério', 'Dois Frades'],
    d: 'Para massas, coberturas e bebidas.',
    v: [
      ['50% Cacau', 3490],
      ['Solúvel', 2490],
    ],
  },
  {
    cat: 'Chocolates e Coberturas',
    t: 'Cacau em Pó 100% {m} {v}',
    m: ['Harald', 'Dois Frades'],
    d: 'Cacau alcalino, cor intensa para confeitaria fina.',
    v: [
      ['500 g', 4490],
      ['1 kg', 7990],
    ],
  },
  {
    cat: 'Chocolates e Coberturas',
    t: 'Granulado {m} {v} 1 kg',
    m: ['Mavalério', 'Harald', 'Dori'],
    d: 'Granulado crocante para brigadeiros e decoração.',
    v: [
      ['Chocolate', 2290],
      ['Colorido', 2190],
    ],
  },
  {
    cat: 'Chocolates e Coberturas',
    t: 'Gotas de Chocolate Forneáveis {m} {v} 1 kg',
    m: ['Harald', 'Sicao'],
    d: 'Não derretem no forno: para cookies e panetones.',
    v: [
      ['Ao Leite', 4990],
      ['Meio Amargo', 4990],
    ],
  },
  {
    cat: 'Chocolates e Coberturas',
    t: 'Recheio Cremoso {m} {v} 1,01 kg',
    m: ['Nestlé Professional', 'Mavalério'],
    d: 'Recheio pronto, forneável e estável.',
    v: [
      ['Brigadeiro', 3990],
      ['Avelã', 5490],
      ['Leite Ninho', 4790],
    ],
  },
];

const LIMPEZA_PRO: Familia[] = [
  {
    cat: 'Limpeza Profissional',
    t: '{v} {m} 5 l',
    m: ['Ypê Profissional', 'Audax', 'Girando Sol', 'Perol'],
    d: 'Galão concentrado para limpeza profissional, diluir conforme rótulo.',
    v: [
      ['Detergente Neutro Concentrado', 3490],
      ['Desengordurante', 4990],
      ['Desinfetante Lavanda', 2990],
      ['Água Sanitária', 1990],
    ],
  },
  {
    cat: 'Limpeza Profissional',
    t: 'Álcool 70% {m} {v}',
    m: ['Tupi', 'Asseptgel', 'Da Ilha'],
    d: 'Álcool etílico para higienização de superfícies.',
    v: [
      ['Líquido 5 l', 4490],
      ['Gel 5 l', 5490],
    ],
  },
  {
    cat: 'Limpeza Profissional',
    t: 'Pano de Limpeza {m} {v}',
    m: ['Bettanin', 'Scotch-Brite'],
    d: 'Pano multiuso resistente, lavável.',
    v: [
      ['Rolo 300 m', 8990],
      ['Pacote com 50', 4490],
    ],
  },
  {
    cat: 'Limpeza Profissional',
    t: 'Papel Toalha Interfolha {m} Fardo com 1000',
    m: ['Santher', 'Softys'],
    u: 'fd',
    v: [['', 2490]],
    d: 'Folhas brancas para dispenser.',
  },
  {
    cat: 'Limpeza Profissional',
    t: 'Saco de Lixo {v} {m} com 100',
    m: ['Embalixo', 'Dover Roll'],
    d: 'Saco reforçado para uso profissional.',
    v: [
      ['100 l Preto', 6990],
      ['200 l Preto', 10990],
      ['60 l Azul', 5490],
    ],
  },
];

const ENLATADOS: Familia[] = [
  {
    cat: 'Enlatados e Conservas',
    t: '{v} {m}',
    m: ['Quero', 'Predilecta', 'Bonduelle', 'Fugini'],
    d: 'Conserva pronta para saladas, recheios e acompanhamentos.',
    v: [
      ['Milho Verde 1,7 kg', 2290],
      ['Ervilha 1,7 kg', 2190],
      ['Seleta de Legumes 1,7 kg', 2490],
      ['Milho Verde 200 g', 399],
    ],
  },
  {
    cat: 'Enlatados e Conservas',
    t: 'Extrato de Tomate {m} {v}',
    m: ['Elefante', 'Quero', 'Fugini'],
    d: 'Extrato concentrado para molhos encorpados.',
    v: [
      ['340 g', 599],
      ['4,1 kg', 4490],
    ],
  },
  {
    cat: 'Enlatados e Conservas',
    t: '{v} {m}',
    m: ['Gomes da Costa', 'Coqueiro', '88'],
    d: 'Peixe em conserva, rico em ômega 3.',
    v: [
      ['Atum Sólido em Óleo 170 g', 1190],
      ['Sardinha em Óleo 125 g', 599],
      ['Atum Ralado 1 kg', 5990],
    ],
  },
  {
    cat: 'Enlatados e Conservas',
    t: '{v} {m}',
    m: ['Vale Fértil', 'La Violetera'],
    d: 'Conserva em vidro, pronta para servir.',
    v: [
      ['Azeitona Verde 2 kg', 4990],
      ['Palmito Pupunha 1,8 kg', 8990],
      ['Pepino em Conserva 2 kg', 2990],
      ['Champignon Fatiado 2 kg', 6990],
    ],
  },
];

const GRAOS: Familia[] = [
  {
    cat: 'Grãos e Cereais',
    t: 'Arroz Branco Tipo 1 {m} Fardo 6 × 5 kg',
    m: ['Camil', 'Tio João', 'Prato Fino'],
    u: 'fd',
    v: [['', 16990]],
    d: 'Fardo com seis pacotes de 5 kg.',
  },
  {
    cat: 'Grãos e Cereais',
    t: 'Feijão {v} {m} Fardo 10 × 1 kg',
    m: ['Camil', 'Kicaldo'],
    u: 'fd',
    d: 'Fardo com dez pacotes de 1 kg.',
    v: [
      ['Carioca', 7990],
      ['Preto', 8490],
    ],
  },
  {
    cat: 'Grãos e Cereais',
    t: '{v} {m} 500 g',
    m: ['Yoki', 'Camil'],
    d: 'Grãos selecionados tipo 1.',
    v: [
      ['Lentilha', 899],
      ['Grão-de-Bico', 1090],
      ['Canjica Branca', 599],
      ['Milho para Pipoca', 599],
    ],
  },
  {
    cat: 'Grãos e Cereais',
    t: 'Aveia em Flocos {v} {m}',
    m: ['Quaker', 'Yoki'],
    d: 'Aveia integral para mingaus, pães e vitaminas.',
    v: [
      ['Finos 500 g', 899],
      ['Grossos 1 kg', 1490],
    ],
  },
  {
    cat: 'Grãos e Cereais',
    t: '{v} a Granel',
    m: ['Mar Azul'],
    kg: true,
    min: 500,
    d: 'Vendido a granel, pesado na hora.',
    v: [
      ['Arroz Arbório', 2490],
      ['Quinoa em Grãos', 3990],
      ['Castanha de Caju Inteira', 6990],
      ['Amendoim Cru', 1490],
      ['Uva-Passa Escura', 2490],
    ],
  },
];

const TEMPEROS: Familia[] = [
  {
    cat: 'Temperos e Condimentos',
    t: 'Sal Refinado {m} Fardo 10 × 1 kg',
    m: ['Cisne', 'Lebre', 'Master'],
    u: 'fd',
    v: [['', 2990]],
    d: 'Sal iodado em fardo com dez pacotes.',
  },
  {
    cat: 'Temperos e Condimentos',
    t: '{v} {m} 500 g',
    m: ['Kitano', 'Chinezinho', 'Bombay'],
    d: 'Tempero desidratado em embalagem econômica.',
    v: [
      ['Orégano', 2490],
      ['Pimenta-do-Reino Moída', 3490],
      ['Colorau', 999],
      ['Páprica Defumada', 3290],
    ],
  },
  {
    cat: 'Temperos e Condimentos',
    t: 'Caldo de {v} {m} 1 kg',
    m: ['Knorr', 'Maggi'],
    d: 'Caldo em pó para cozinha industrial.',
    v: [
      ['Galinha', 3290],
      ['Carne', 3290],
      ['Legumes', 3090],
    ],
  },
  {
    cat: 'Temperos e Condimentos',
    t: '{v} {m}',
    m: ["Hellmann's", 'Heinz', 'Quero'],
    d: 'Bag para dispenser, ideal para lanchonetes.',
    v: [
      ['Maionese 3 kg', 3990],
      ['Ketchup 1,01 kg', 1990],
      ['Mostarda 1,01 kg', 1790],
    ],
  },
  {
    cat: 'Temperos e Condimentos',
    t: 'Molho Shoyu {m} {v}',
    m: ['Sakura', 'Kenko'],
    d: 'Molho de soja fermentado naturalmente.',
    v: [
      ['1,01 l', 1690],
      ['Galão 5 l', 6490],
    ],
  },
  {
    cat: 'Temperos e Condimentos',
    t: 'Vinagre de Álcool {m} 750 ml Caixa com 12',
    m: ['Castelo', 'Toscano'],
    cx: 12,
    v: [['', 3290]],
    d: 'Caixa fechada para restaurantes.',
  },
];

export const MAR_AZUL_CATALOGO: CatalogoFornecedor = {
  prefixo: 'MA',
  semente: 19870423,
  atacado: 0.26,
  categorias: [
    { nome: 'Farinhas e Fermentos', descricao: 'Insumo de panificação.' },
    { nome: 'Açúcares e Adoçantes', descricao: 'Para adoçar receitas e bebidas.' },
    { nome: 'Laticínios', descricao: 'Conservar refrigerado.' },
    { nome: 'Embalagens', descricao: 'Embalagem para alimentos.' },
    { nome: 'Descartáveis', descricao: 'Descartável de uso único.' },
    { nome: 'Bebidas em Fardo', descricao: 'Fardo fechado para revenda.' },
    { nome: 'Óleos e Gorduras', descricao: 'Para a cozinha profissional.' },
    { nome: 'Chocolates e Coberturas', descricao: 'Para confeitaria profissional.' },
    { nome: 'Limpeza Profissional', descricao: 'Limpeza para cozinhas profissionais.' },
    { nome: 'Enlatados e Conservas', descricao: 'Conserva de longa validade.' },
    { nome: 'Grãos e Cereais', descricao: 'Grãos selecionados.' },
    { nome: 'Temperos e Condimentos', descricao: 'Tempero para cozinha profissional.' },
  ],
  familias: [
    ...FARINHAS,
    ...ADOCANTES,
    ...LATICINIOS,
    ...EMBALAGENS,
    ...DESCARTAVEIS,
    ...FARDOS,
    ...OLEOS,
    ...CHOCOLATES,
    ...LIMPEZA_PRO,
    ...ENLATADOS,
    ...GRAOS,
    ...TEMPEROS,
  ],
  vinculados: [
    ['Farinha de Trigo Tipo 1 Dona Benta 25 kg', 'Melhorador de Farinha Fleischmann 300 g'],
    ['Farinha de Trigo Especial Anaconda 25 kg', 'Fermento Biológico Fresco Itaiquara 500 g'],
    ['Cobertura Fracionada Harald Top Ao Leite 2,1 kg', 'Granulado Harald Chocolate 1 kg'],
    ['Leite Condensado Moça Bag 2,5 kg', 'Chocolate em Pó 50% Cacau Garoto 1 kg'],
    ['Caixa para Pizza Oitavada 35 cm com 25', 'Queijo Muçarela Tirolez Peça'],
    ['Extrato de Tomate Elefante 4,1 kg', 'Orégano Kitano 500 g'],
    ['Copo Descartável Copobras 200 ml com 100', 'Refrigerante Coca-Cola 2 l Fardo com 6'],
    ['Marmitex de Alumínio Wyda nº 8 1 l com 100', 'Arroz Branco Tipo 1 Camil Fardo 6 × 5 kg'],
    ['Detergente Neutro Concentrado Ypê Profissional 5 l', 'Pano de Limpeza Bettanin Rolo 300 m'],
    ["Maionese Hellmann's 3 kg", 'Ketchup Heinz 1,01 kg'],
    ['Pré-Mistura para Pão de Queijo 5 kg Dona Benta', 'Polvilho Azedo Yoki 1 kg'],
  ],
};
